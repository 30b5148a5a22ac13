import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router';
import { MSG } from '@domain/messages.js';
import { useSession } from '@/lib/session.js';

/** After a login with an unconfirmed account: the password was generated, change it. */
export function UnconfirmedDialog() {
  const { user, unconfirmedPrompt, dismissUnconfirmedPrompt } = useSession();
  const navigate = useNavigate();
  const open = Boolean(user) && unconfirmedPrompt;

  const changeNow = () => {
    dismissUnconfirmedPrompt();
    navigate('/password');
  };

  return (
    <Dialog open={open} onClose={dismissUnconfirmedPrompt} aria-labelledby="unconfirmed-title" aria-describedby="unconfirmed-text">
      <DialogTitle id="unconfirmed-title">{MSG.unconfirmedTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unconfirmed-text">{MSG.unconfirmedBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={dismissUnconfirmedPrompt}>Mai târziu</Button>
        <Button onClick={changeNow} variant="contained" autoFocus>
          Schimbă parola
        </Button>
      </DialogActions>
    </Dialog>
  );
}
