import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { MSG } from '../../../../domain/messages.js';
import { AuthCard } from '../../components/auth-card.js';
import { useTimedMessage } from '../../lib/use-timed-message.js';
import { LoginFields, useLoginForm } from './login-form.js';
import { useSession } from './session.js';

export { LOGIN_ERROR_MS } from './login-form.js';
export const LOGIN_NOTICE_MS = 10_000;

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useLoginForm(() => navigate('/', { replace: true }));
  const [notice, showNotice] = useTimedMessage(LOGIN_NOTICE_MS);
  const reset = params.get('reset') === 'true';
  const toReset = params.get('toreset') === 'true';

  useEffect(() => {
    if (reset) showNotice(MSG.resetDone);
    else if (toReset) showNotice(MSG.resetEmailSent);
  }, [reset, toReset, showNotice]);

  if (session.user) return <Navigate to="/" replace />;

  return (
    <AuthCard title="Intrați în cont">
      {notice && (
        <Alert severity={reset ? 'success' : 'info'} sx={{ mb: 1 }}>
          {notice}
        </Alert>
      )}
      <form onSubmit={form.submit} noValidate>
        <LoginFields form={form} autoFocus />
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" size="large" disabled={form.pending}>
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
