import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { bucharestDay } from '@domain/time.js';
import { formatDay } from '@/i18n/dates.js';
import { errorMessage } from '@/api/client.js';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '@/api/queries/calendar.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { calendar } from '@/i18n/calendar.js';
import { shell } from '@/i18n/shell.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import type { Language } from '@/i18n/language.js';

/** '02.03.2026': the Bucharest day the address was made. */
const madeOn = (createdAt: string, language: Language) => formatDay(bucharestDay(new Date(createdAt)), language);

/**
 * 'Calendar' of the user menu (decisions §15): a secret address of the person's bookings for
 * Outlook or Google Calendar. The server keeps only its hash, so the address is shown once, right
 * after it is made; later the dialog says that one exists and offers another (the old one stops).
 */
export function CalendarDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(shell, calendar);
  const language = useLanguage();
  const notify = useNotify();
  const feed = useCalendarFeed(open);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const close = () => {
    // The address leaves the screen with the dialog: it is not kept anywhere.
    setUrl(null);
    create.reset();
    revoke.reset();
    onClose();
  };
  const generate = () => create.mutate(undefined, { onSuccess: (made) => setUrl(made.url) });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('calendar.copied'));
    } catch {
      // No clipboard (a page not served over HTTPS): the address is selected for Ctrl+C.
      field.current?.select();
      notify.error(t('calendar.copyFailed'));
    }
  };
  const active = !!url || !!feed.data?.active;

  return (
    <>
      <Dialog open={open} onClose={close} aria-labelledby="calendar-title" fullWidth maxWidth="sm">
        <DialogTitle id="calendar-title">{t('calendar.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>{t('calendar.intro')}</Typography>
            {feed.isPending && !url && <CircularProgress size={24} aria-label={t('shell.loading')} />}
            {feed.isError && <Alert severity="error">{t('shell.genericError')}</Alert>}
            {url && (
              <>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                  <TextField
                    label={t('calendar.address')}
                    value={url}
                    fullWidth
                    size="small"
                    inputRef={field}
                    slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, input: { sx: { fontFamily: 'monospace' } } }}
                    onFocus={(e) => e.target.select()}
                  />
                  <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
                    {t('calendar.copy')}
                  </Button>
                </Stack>
                <Alert severity="info">{t('calendar.shownOnce')}</Alert>
              </>
            )}
            {!url && feed.data?.active && (
              <Typography>
                {feed.data.createdAt ? t('calendar.activeSince', { day: madeOn(feed.data.createdAt, language) }) : t('calendar.active')}
              </Typography>
            )}
            {!url && feed.data && !feed.data.active && <Typography>{t('calendar.none')}</Typography>}
            {create.error && <Alert severity="error">{errorMessage(create.error)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {active && (
            <Button color="error" onClick={() => setAsking(true)} disabled={create.isPending}>
              {t('calendar.revoke')}
            </Button>
          )}
          <Button variant={active ? 'outlined' : 'contained'} onClick={generate} disabled={create.isPending || feed.isPending}>
            {t(active ? 'calendar.generateAnother' : 'calendar.generate')}
          </Button>
          <Button onClick={close}>{t('shell.action.close')}</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={asking}
        title={t('calendar.revokeTitle')}
        text={t('calendar.revokeText')}
        error={revoke.error ? errorMessage(revoke.error) : null}
        confirmLabel={t('calendar.revoke')}
        cancelLabel={t('shell.action.cancel')}
        pending={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              setUrl(null);
              notify.success(t('calendar.revoked'));
            },
          })
        }
        onClose={() => setAsking(false)}
      />
    </>
  );
}
