import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';

interface Props {
  /** The sentence to show; null hides the dialog. */
  text: string | null;
  title?: string;
  /** An action beside OK (e.g. cancelling the reservation the notice is about). */
  action?: ReactNode;
  onClose(): void;
}

/** A refusal or notice the user only acknowledges with OK (flex-office §8 dialogs). */
export function NoticeDialog({ text, title, action, onClose }: Props) {
  const t = useT(shell);
  const id = useId();
  return (
    <Dialog open={text !== null} onClose={onClose} aria-labelledby={title ? `${id}-title` : undefined} aria-describedby={`${id}-text`}>
      {title && <DialogTitle id={`${id}-title`}>{title}</DialogTitle>}
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {action}
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('shell.action.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
