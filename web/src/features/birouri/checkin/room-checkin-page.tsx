import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { checkInRoomReservation } from '@/api/room-checkin.js';
import { presence } from '@/i18n/presence.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { OutcomeView } from './outcome-view.js';
import { roomCheckinDone, roomCheckinRefused } from './room-checkin-outcome.js';

/**
 * Confirms the meeting's start once, as the page opens: the e-mail's link asks nothing more. Nothing is
 * marked stale: the link opens the app afresh, with no room list cached, and /birouri reads its own.
 * (Importing the room queries' module here would split the shell's shared chunk: every page pays.)
 */
function useRoomCheckinOnOpen(reservationId: string) {
  const checkin = useMutation({ mutationFn: (id: string) => checkInRoomReservation(id) });
  const { mutate } = checkin;
  // Once per reservation opened: React's development double effect (and a re-render) does not send it twice.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === reservationId) return;
    sent.current = reservationId;
    mutate(reservationId);
  }, [reservationId, mutate]);
  return checkin;
}

/**
 * /sala/confirmare/:reservationId — the link of a room booking's e-mail while meetings nobody starts are
 * released (decisions §24), made for a phone: it confirms the start as it opens and says what happened.
 */
export function RoomCheckinPage() {
  const t = useT(presence);
  useRefusalWords(); // a reason this page does not word itself is said in the person's language
  const { reservationId = '' } = useParams();
  usePageTitle(t('presence.roomCheckin.pageTitle'));
  const checkin = useRoomCheckinOnOpen(reservationId);
  const outcome = checkin.isSuccess ? roomCheckinDone(checkin.data) : checkin.isError ? roomCheckinRefused(checkin.error) : null;
  return (
    <Paper
      component="section"
      aria-labelledby="room-checkin-title"
      variant="outlined"
      sx={{ p: { xs: 3, sm: 4 }, mt: 3, maxWidth: 560, mx: 'auto', textAlign: 'center' }}
    >
      {outcome ? (
        <OutcomeView outcome={outcome} titleId="room-checkin-title" onRetry={() => checkin.mutate(reservationId)} />
      ) : (
        <Stack spacing={3} sx={{ alignItems: 'center' }}>
          <Typography id="room-checkin-title" component="h1" variant="h4">
            {t('presence.roomCheckin.pageTitle')}
          </Typography>
          <CircularProgress aria-label={t('presence.roomCheckin.pending')} size={56} />
          <Typography sx={{ fontSize: '1.25rem' }}>{t('presence.roomCheckin.pendingEllipsis')}</Typography>
        </Stack>
      )}
    </Paper>
  );
}
