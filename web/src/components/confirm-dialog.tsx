import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface Props {
  open: boolean;
  title: string;
  text: string;
  /** A refusal, kept in the dialog so that it can be read. */
  error?: string | null;
  confirmLabel: string;
  cancelLabel: string;
  pending?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before a destructive step (cancelling a reservation, removing a car). */
export function ConfirmDialog({ open, title, text, error, confirmLabel, cancelLabel, pending, onConfirm, onClose }: Props) {
  const id = useId();
  return (
    <Dialog open={open} onClose={() => !pending && onClose()} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button color="error" variant="contained" disabled={pending || !!error} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
