import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { changePassword } from '../../api/accounts.js';
import { errorMessage } from '../../api/client.js';
import { PasswordField } from '../../components/password-field.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { useSession, useUser } from '../auth/session.js';
import { changePasswordProblem, type ChangePasswordForm as Form } from './rules.js';

/** /password: a successful change ends every session, so the user logs in again. */
export function ChangePasswordPage() {
  usePageTitle('Schimbă parola');
  const user = useUser();
  const { endSession } = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>({ oldPassword: '', newPassword: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const mutation = useMutation({
    mutationFn: () => changePassword(user.username, form.oldPassword, form.newPassword),
    // Every session of the user is revoked; the guard then opens /login?reset=true.
    onSuccess: () => endSession('/login?reset=true'),
    onError: (e) => setError(errorMessage(e)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = changePasswordProblem(user.username, form);
    setError(problem);
    if (!problem) mutation.mutate();
  };

  return (
    <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', mt: 3, p: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h5" gutterBottom>
        Schimbă parola
      </Typography>
      <form onSubmit={submit} noValidate>
        <PasswordField id="old-password" label="Parola veche" value={form.oldPassword} onChange={set('oldPassword')} autoComplete="current-password" autoFocus />
        <PasswordField id="new-password" label="Parola nouă" value={form.newPassword} onChange={set('newPassword')} autoComplete="new-password" />
        <PasswordField id="confirm-password" label="Confirmă parola" value={form.confirm} onChange={set('confirm')} autoComplete="new-password" />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button type="button" onClick={() => navigate(-1)}>
            Anulează
          </Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            Salvează
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
