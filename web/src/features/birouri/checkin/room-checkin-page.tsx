import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { checkInRoomReservation } from '@/api/room-checkin.js';
import { presence } from '@/i18n/presence.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { useOncePerKey } from '@/lib/use-once-per-key.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { OutcomePage } from './outcome-view.js';
import { roomCheckinDone, roomCheckinRefused } from './room-checkin-outcome.js';

/**
 * Confirms the meeting's start once, as the page opens: the e-mail's link asks nothing more. Nothing is
 * marked stale: the link opens the app afresh, with no room list cached, and /birouri reads its own.
 * (Importing the room queries' module here would split the shell's shared chunk: every page pays.)
 */
function useRoomCheckinOnOpen(reservationId: string) {
  const checkin = useMutation({ mutationFn: (id: string) => checkInRoomReservation(id) });
  useOncePerKey(reservationId, checkin.mutate);
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
    <OutcomePage
      titleId="room-checkin-title"
      outcome={outcome}
      onRetry={() => checkin.mutate(reservationId)}
      pending={{
        title: t('presence.roomCheckin.pageTitle'),
        label: t('presence.roomCheckin.pending'),
        text: t('presence.roomCheckin.pendingEllipsis'),
      }}
    />
  );
}
