import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMeta } from '@/api/queries/meta.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';

/** The help dialog (flex-office §1): support e-mail, user guide and app version. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(shell);
  const meta = useMeta(open);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="help-title" fullWidth maxWidth="xs">
      <DialogTitle id="help-title">{t('shell.help.title')}</DialogTitle>
      <DialogContent>
        {meta.isPending && <CircularProgress size={24} aria-label={t('shell.loading')} />}
        {meta.isError && <Typography color="error">{t('shell.genericError')}</Typography>}
        {meta.data && (
          <Stack spacing={1.5}>
            <Typography>
              {t('shell.help.contact')} <Link href={`mailto:${meta.data.supportEmail}`}>{meta.data.supportEmail}</Link>.
            </Typography>
            <Typography>
              <Link href={meta.data.guideUrl} target="_blank" rel="noopener noreferrer">
                {t('shell.help.guide')}
              </Link>
            </Typography>
            <Typography color="text.secondary">{t('shell.help.version', { version: meta.data.version })}</Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shell.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
