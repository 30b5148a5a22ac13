import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { MSG } from '../../../../domain/messages.js';
import { loginBody } from '../../../../domain/schemas/accounts.js';
import { login } from '../../api/accounts.js';
import { errorMessage } from '../../api/client.js';
import { AuthCard } from '../../components/auth-card.js';
import { PasswordField } from '../../components/password-field.js';
import { useTimedMessage } from '../../lib/use-timed-message.js';
import { useSession } from './session.js';
import { readLoginAnswer } from './user-valid.js';

export const LOGIN_ERROR_MS = 5000;
export const LOGIN_NOTICE_MS = 10_000;

/** Where to go after login: an e-mailed link's own page (`next`), only a path of this app. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, showError, hideError] = useTimedMessage(LOGIN_ERROR_MS);
  const [notice, showNotice] = useTimedMessage(LOGIN_NOTICE_MS);
  const reset = params.get('reset') === 'true';
  const toReset = params.get('toreset') === 'true';
  const next = safeNext(params.get('next'));

  useEffect(() => {
    if (reset) showNotice(MSG.resetDone);
    else if (toReset) showNotice(MSG.resetEmailSent);
  }, [reset, toReset, showNotice]);

  const mutation = useMutation({
    mutationFn: () => login(username.trim(), password),
    onSuccess: (payload) => {
      const answer = readLoginAnswer(payload);
      if (!answer) {
        showError(MSG.loginFailed);
        return;
      }
      session.signIn(answer.user, answer.token);
      navigate(next, { replace: true });
    },
    onError: (e) => showError(errorMessage(e)),
  });

  if (session.user) return <Navigate to={next} replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    hideError();
    const parsed = loginBody.safeParse({ username, password });
    if (!parsed.success) {
      showError(parsed.error.issues[0]?.message ?? MSG.loginFailed);
      return;
    }
    mutation.mutate();
  };

  return (
    <AuthCard title="Intrați în cont">
      {notice && (
        <Alert severity={reset ? 'success' : 'info'} sx={{ mb: 1 }}>
          {notice}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          id="username"
          name="username"
          label="Nume utilizator"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="username"
          autoFocus
          fullWidth
          margin="normal"
        />
        <PasswordField
          id="password"
          label="Parolă"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
            Autentificare
          </Button>
          <Button type="button" onClick={() => navigate('/reset-password')}>
            Ai uitat parola?
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
