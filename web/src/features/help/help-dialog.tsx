import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG } from '@domain/messages.js';
import { useMeta } from '@/api/queries/meta.js';

/** The help dialog (flex-office §1): support e-mail, user guide and app version. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const meta = useMeta(open);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="help-title" fullWidth maxWidth="xs">
      <DialogTitle id="help-title">Ajutor</DialogTitle>
      <DialogContent>
        {meta.isPending && <CircularProgress size={24} aria-label="Se încarcă" />}
        {meta.isError && <Typography color="error">{MSG.genericError}</Typography>}
        {meta.data && (
          <Stack spacing={1.5}>
            <Typography>
              Pentru întrebări sau probleme scrieți-ne la <Link href={`mailto:${meta.data.supportEmail}`}>{meta.data.supportEmail}</Link>.
            </Typography>
            <Typography>
              <Link href={meta.data.guideUrl} target="_blank" rel="noopener noreferrer">
                Ghidul utilizatorului
              </Link>
            </Typography>
            <Typography color="text.secondary">{`Versiunea ${meta.data.version}`}</Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Închideți</Button>
      </DialogActions>
    </Dialog>
  );
}
