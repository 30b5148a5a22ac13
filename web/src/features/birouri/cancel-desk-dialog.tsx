import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatDay } from '../../../../domain/time.js';
import { cancelErrorText, useCancelDesk } from './use-desk-actions.js';

export interface CancelTarget {
  _id: string;
  deskId: string;
  day: string;
  reservationDate: string;
  name?: string | null;
}

/** Asks before cancelling a desk reservation; a refusal (the 24-hour rule) stays readable in the dialog. */
export function CancelDeskDialog({ target, onClose }: { target: CancelTarget | null; onClose(): void }) {
  const cancel = useCancelDesk();
  const close = () => {
    cancel.reset();
    onClose();
  };
  return (
    <Dialog open={!!target} onClose={close} aria-labelledby="cancel-desk-title">
      <DialogTitle id="cancel-desk-title">Anulare rezervare</DialogTitle>
      <DialogContent>
        {target && (
          <DialogContentText>
            {`Anulați rezervarea biroului ${target.deskId} din ${formatDay(target.day)}${target.name ? ` (${target.name})` : ''}?`}
          </DialogContentText>
        )}
        {cancel.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {cancelErrorText(cancel.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Renunță</Button>
        <Button
          color="error"
          variant="contained"
          disabled={cancel.isPending || cancel.isError}
          onClick={() => target && cancel.mutate(target, { onSuccess: close })}
        >
          Anulează rezervarea
        </Button>
      </DialogActions>
    </Dialog>
  );
}
