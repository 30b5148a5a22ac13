import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useRef, type ReactNode } from 'react';
import { useNotify } from '@/components/snackbar-provider.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';

/** The words of the dialog, in its page's catalogue. */
export interface SecretWords {
  title: string;
  /** The field's label: 'Tokenul', 'Secretul'. */
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  /** That it will not be shown again. */
  shownOnce: string;
}

/**
 * A secret just made, shown this once (decisions §23: an API token, a webhook's secret; §24: a display's link): the server keeps
 * no copy it can show again. A copy button, and the field selected for Ctrl+C when the clipboard refuses.
 * Closing the dialog forgets it (the page keeps it nowhere else).
 */
export function SecretDialog({
  secret,
  words,
  extra,
  onClose,
}: {
  secret: string | null;
  words: SecretWords;
  /** Shown under the field: a display's link also as its QR code. */
  extra?: ReactNode;
  onClose(): void;
}) {
  const t = useT(shell);
  const notify = useNotify();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);

  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      notify.success(words.copied);
    } catch {
      // No clipboard (a page not served over HTTPS): the secret is selected for Ctrl+C.
      field.current?.select();
      notify.error(words.copyFailed);
    }
  };

  return (
    <Dialog open={!!secret} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{words.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={words.label}
              value={secret ?? ''}
              fullWidth
              size="small"
              inputRef={field}
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, input: { sx: { fontFamily: 'monospace' } } }}
              onFocus={(e) => e.target.select()}
            />
            <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
              {words.copy}
            </Button>
          </Stack>
          {extra}
          <Alert severity="warning">{words.shownOnce}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shell.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
