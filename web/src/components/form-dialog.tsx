import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';

interface Props {
  title: string;
  open?: boolean;
  onClose(): void;
  onSubmit(e: FormEvent): void;
  /** The refusal shown under the fields. */
  error?: string | null;
  pending?: boolean;
  submitLabel?: string;
  children: ReactNode;
}

/** A small form in a dialog: fields, the refusal under them, 'Renunțați' and the submit button. */
export function FormDialog({ title, open = true, onClose, onSubmit, error, pending, submitLabel, children }: Props) {
  const t = useT(shell);
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={id}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          {children}
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('shell.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel ?? t('shell.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
