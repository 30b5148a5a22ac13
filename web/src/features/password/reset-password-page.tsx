import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { APP_REASON } from '@domain/messages.js';
import { checkResetToken, resetPassword } from '@/api/accounts.js';
import { errorMessage, hasReason } from '@/api/client.js';
import { AuthCard } from '@/components/auth-card.js';
import { PasswordField } from '@/components/password-field.js';
import { resetPasswordProblem } from '@/components/password/rules.js';
import { passwordArea } from '@/i18n/password.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';

type LinkState = 'checking' | 'live' | 'invalid';

/**
 * The e-mailed link asked about as the page opens (#39 point 11): a used, expired or unknown one
 * says so at once instead of after the new password was typed twice. A check that gets no answer
 * leaves the form, whose reset gives the same refusal.
 */
function useResetLink(token: string): LinkState {
  const [state, setState] = useState<LinkState>('checking');
  useEffect(() => {
    // Not aborted: an identical write still in flight answers its twin (api/client.ts), so a
    // remount (React's strict mode) would be handed the aborted call's failure.
    let current = true;
    checkResetToken(token).then(
      () => current && setState('live'),
      (e: unknown) => current && setState(hasReason(e, APP_REASON.resetLinkInvalid) ? 'invalid' : 'live'),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return state;
}

/** /reset-password/:token: choose a new password from the e-mailed link. */
export function ResetPasswordPage() {
  const t = useT(shell, passwordArea);
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const link = useResetLink(token);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: () => resetPassword(password, token),
    onSuccess: () => navigate('/login?reset=true', { replace: true }),
    onError: (e) => setError(errorMessage(e)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = resetPasswordProblem(password, repeat, token);
    setError(problem);
    if (!problem) mutation.mutate();
  };

  if (link === 'checking') {
    return (
      <AuthCard title={t('password.reset.title')}>
        <CircularProgress aria-label={t('password.reset.checking')} sx={{ display: 'block', mx: 'auto', my: 2 }} />
      </AuthCard>
    );
  }
  if (link === 'invalid') {
    return (
      <AuthCard title={t('password.reset.title')}>
        <Alert severity="error">{t('password.reset.linkInvalid')}</Alert>
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between' }}>
          <Button type="button" onClick={() => navigate('/login')}>
            {t('shell.action.back')}
          </Button>
          <Button variant="contained" onClick={() => navigate('/reset-password')}>
            {t('password.reset.askAgain')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('password.reset.title')}>
      <form onSubmit={submit} noValidate>
        <PasswordField
          id="new-password"
          label={t('password.new')}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          autoFocus
        />
        <PasswordField id="repeat-password" label={t('password.repeat')} value={repeat} onChange={setRepeat} autoComplete="new-password" />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between' }}>
          <Button type="button" onClick={() => navigate('/login')}>
            {t('shell.action.back')}
          </Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {t('password.reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
