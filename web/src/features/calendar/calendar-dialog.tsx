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
import { MSG } from '@domain/messages.js';
import { bucharestDay, formatDay } from '@domain/time.js';
import { errorMessage } from '@/api/client.js';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '@/api/queries/calendar.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';

/** ', creat pe 02.03.2026': the Bucharest day the address was made. */
const madeOn = (createdAt: string | null) => (createdAt ? `, creat pe ${formatDay(bucharestDay(new Date(createdAt)))}` : '');

/**
 * 'Calendar' of the user menu (decisions §15): a secret address of the person's bookings for
 * Outlook or Google Calendar. The server keeps only its hash, so the address is shown once, right
 * after it is made; later the dialog says that one exists and offers another (the old one stops).
 */
export function CalendarDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      notify.success('Adresa a fost copiată.');
    } catch {
      // No clipboard (a page not served over HTTPS): the address is selected for Ctrl+C.
      field.current?.select();
      notify.error('Adresa nu a putut fi copiată automat: este selectată, copiați-o cu Ctrl+C.');
    }
  };
  const active = !!url || !!feed.data?.active;

  return (
    <>
      <Dialog open={open} onClose={close} aria-labelledby="calendar-title" fullWidth maxWidth="sm">
        <DialogTitle id="calendar-title">Calendar</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>
              Abonați-vă calendarul (Outlook, Google Calendar) la adresa de mai jos: rezervările dumneavoastră de birouri, săli și parcare
              apar în el și se actualizează singure.
            </Typography>
            {feed.isPending && !url && <CircularProgress size={24} aria-label="Se încarcă" />}
            {feed.isError && <Alert severity="error">{MSG.genericError}</Alert>}
            {url && (
              <>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                  <TextField
                    label="Adresa calendarului"
                    value={url}
                    fullWidth
                    size="small"
                    inputRef={field}
                    slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, input: { sx: { fontFamily: 'monospace' } } }}
                    onFocus={(e) => e.target.select()}
                  />
                  <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
                    Copiați
                  </Button>
                </Stack>
                <Alert severity="info">
                  Adresa se afișează doar acum: copiați-o și adăugați-o în calendar. Oricine o are vă poate vedea rezervările; dacă ați
                  pierdut-o sau a ajuns la altcineva, generați alt link. La schimbarea parolei linkul este revocat și trebuie generat altul.
                </Alert>
              </>
            )}
            {!url && feed.data?.active && (
              <Typography>
                {`Aveți un link activ${madeOn(feed.data.createdAt)}. Din motive de securitate adresa nu mai poate fi afișată. Dacă nu o mai aveți, generați alt link: cel vechi nu va mai funcționa.`}
              </Typography>
            )}
            {!url && feed.data && !feed.data.active && <Typography>Nu aveți încă un link de calendar.</Typography>}
            {create.error && <Alert severity="error">{errorMessage(create.error)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {active && (
            <Button color="error" onClick={() => setAsking(true)} disabled={create.isPending}>
              Revocați linkul
            </Button>
          )}
          <Button variant={active ? 'outlined' : 'contained'} onClick={generate} disabled={create.isPending || feed.isPending}>
            {active ? 'Generați alt link' : 'Generați un link'}
          </Button>
          <Button onClick={close}>Închideți</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={asking}
        title="Revocați linkul?"
        text="Adresa nu va mai funcționa, iar calendarele abonate la ea nu vor mai primi rezervările dumneavoastră."
        error={revoke.error ? errorMessage(revoke.error) : null}
        confirmLabel="Revocați linkul"
        cancelLabel="Renunțați"
        pending={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              setUrl(null);
              notify.success('Linkul a fost revocat.');
            },
          })
        }
        onClose={() => setAsking(false)}
      />
    </>
  );
}
