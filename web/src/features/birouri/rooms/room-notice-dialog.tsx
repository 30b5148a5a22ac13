import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface Props {
  /** The sentence to show; null hides the dialog. */
  message: string | null;
  onClose(): void;
}

/** A refusal the user only acknowledges (flex-office §8 dialogs): the room is full all day, the room limit is reached. */
export function RoomNoticeDialog({ message, onClose }: Props) {
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="room-notice-title" aria-describedby="room-notice-text">
      <DialogTitle id="room-notice-title">Sală de ședință</DialogTitle>
      <DialogContent>
        <DialogContentText id="room-notice-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
