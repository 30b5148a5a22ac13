import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';

/** After a login with an unconfirmed account: the password was generated, change it. */
export function UnconfirmedDialog() {
  const t = useT(shell);
  const { user, unconfirmedPrompt, dismissUnconfirmedPrompt } = useSession();
  const navigate = useNavigate();
  const open = Boolean(user) && unconfirmedPrompt;

  const changeNow = () => {
    dismissUnconfirmedPrompt();
    navigate('/password');
  };

  return (
    <Dialog open={open} onClose={dismissUnconfirmedPrompt} aria-labelledby="unconfirmed-title" aria-describedby="unconfirmed-text">
      <DialogTitle id="unconfirmed-title">{t('shell.unconfirmed.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unconfirmed-text">{t('shell.unconfirmed.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={dismissUnconfirmedPrompt}>{t('shell.unconfirmed.later')}</Button>
        <Button onClick={changeNow} variant="contained" autoFocus>
          {t('shell.password.change')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
