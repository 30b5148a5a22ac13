import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ChangePasswordFields } from '../password/change-password-fields.js';
import { useChangePassword } from '../password/use-change-password.js';

/** The account screen's password dialog (tower §2, §5): a change ends every session, then /login?reset=true. */
export function PasswordDialog({ onClose }: { onClose: () => void }) {
  const { form, set, error, submit, pending } = useChangePassword();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="password-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="password-title">Schimbă parola</DialogTitle>
        <DialogContent>
          <ChangePasswordFields form={form} set={set} error={error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Renunță</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            Salvează
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
