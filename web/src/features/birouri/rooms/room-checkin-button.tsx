import HowToReg from '@mui/icons-material/HowToReg';
import Button from '@mui/material/Button';
import { useEffect, useReducer } from 'react';
import { ROOM_CHECKIN_EARLY_MS, roomCheckinOpen } from '@domain/rooms/rules.js';
import { useRoomCheckin } from '@/api/queries/room-checkin.js';
import type { RoomReservation } from '@/api/rooms.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { presence } from '@/i18n/presence.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { useServerTime } from '@/lib/server-time.js';
import { formatSpan } from './room-form.js';

/** The next instant the check-in window of `r` opens or closes after `now` (ms), or null once it has closed. */
export function checkinWindowEdge(r: Pick<RoomReservation, 'dateBegin' | 'dateEnd'>, now: number): number | null {
  const opens = Date.parse(r.dateBegin) - ROOM_CHECKIN_EARLY_MS;
  const closes = Date.parse(r.dateEnd);
  return now < opens ? opens : now < closes ? closes : null;
}

// setTimeout's longest wait; a later edge is waited for in steps.
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * 'Confirmați începerea' for one of the caller's meetings (decisions §24), shown only within its check-in
 * window by the server's clock: from 10 minutes before its start until its end. It shows and hides
 * itself as the window opens and closes, without waiting for a reload.
 */
export function RoomCheckinButton({ reservation: r, room }: { reservation: RoomReservation; room: string }) {
  const t = useT(presence);
  const refusal = useRefusalWords(); // a refusal by its reason, in the person's language
  const notify = useNotify();
  const time = useServerTime();
  const checkin = useRoomCheckin();
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const now = time.now();
  const edge = time.ready ? checkinWindowEdge(r, now.getTime()) : null;
  const wait = edge === null ? null : Math.min(edge - now.getTime(), LONGEST_WAIT_MS);
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(tick, wait);
    return () => clearTimeout(timer);
  }, [wait]);

  if (!time.ready || !roomCheckinOpen(now, new Date(r.dateBegin), new Date(r.dateEnd))) return null;
  return (
    <Button
      variant="contained"
      size="small"
      startIcon={<HowToReg />}
      disabled={checkin.isPending}
      aria-label={t('presence.roomCheckin.actionOne', { room, span: formatSpan(r.dateBegin, r.dateEnd) })}
      // mutateAsync, not mutate's callbacks: the lists re-read within the mutation show the meeting started,
      // which takes this button away, and TanStack Query drops the callbacks of an unmounted mutate.
      onClick={() =>
        checkin.mutateAsync(r._id).then(
          () => notify.success(t('presence.roomCheckin.done')),
          (e: unknown) => notify.error(refusal(e)),
        )
      }
    >
      {t('presence.roomCheckin.action')}
    </Button>
  );
}
