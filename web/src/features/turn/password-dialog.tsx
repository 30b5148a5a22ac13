import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { changePassword } from '../../api/accounts.js';
import { errorMessage } from '../../api/client.js';
import { PasswordField } from '../../components/password-field.js';
import { useSession, useUser } from '../auth/session.js';
import { changePasswordProblem, type ChangePasswordForm as Form } from '../password/rules.js';

/** The account screen's password dialog (tower §2, §5): a change ends every session, then /login?reset=true. */
export function PasswordDialog({ onClose }: { onClose: () => void }) {
  const user = useUser();
  const { endSession } = useSession();
  const [form, setForm] = useState<Form>({ oldPassword: '', newPassword: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const mutation = useMutation({
    mutationFn: () => changePassword(user.username, form.oldPassword, form.newPassword),
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
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="password-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="password-title">Schimbă parola</DialogTitle>
        <DialogContent>
          <PasswordField id="old-password" label="Parola veche" value={form.oldPassword} onChange={set('oldPassword')} autoComplete="current-password" autoFocus />
          <PasswordField id="new-password" label="Parola nouă" value={form.newPassword} onChange={set('newPassword')} autoComplete="new-password" />
          <PasswordField id="confirm-password" label="Confirmă parola" value={form.confirm} onChange={set('confirm')} autoComplete="new-password" />
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Renunță</Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            Salvează
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
