import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useRef } from 'react';
import type { ApiTokenCreated } from '@/api/tokens.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { shell } from '@/i18n/shell.js';
import { tokens } from '@/i18n/tokens.js';
import { useT } from '@/i18n/use-t.js';

/**
 * A token just made, shown this once (decisions §23): the server keeps only its hash. Closing the dialog
 * forgets it (the page keeps it nowhere else).
 */
export function TokenMadeDialog({ made, onClose }: { made: ApiTokenCreated | null; onClose(): void }) {
  const t = useT(shell, tokens);
  const notify = useNotify();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);

  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.token);
      notify.success(t('tokens.made.copied'));
    } catch {
      // No clipboard (a page not served over HTTPS): the token is selected for Ctrl+C.
      field.current?.select();
      notify.error(t('tokens.made.copyFailed'));
    }
  };

  return (
    <Dialog open={!!made} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{t('tokens.made.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={t('tokens.made.token')}
              value={made?.token ?? ''}
              fullWidth
              size="small"
              inputRef={field}
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, input: { sx: { fontFamily: 'monospace' } } }}
              onFocus={(e) => e.target.select()}
            />
            <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
              {t('tokens.made.copy')}
            </Button>
          </Stack>
          <Alert severity="warning">{t('tokens.made.shownOnce')}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shell.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
