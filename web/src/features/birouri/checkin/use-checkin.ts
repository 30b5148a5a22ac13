import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { checkInAtDesk } from '@/api/checkin.js';
import { DESK_BOOKING_STALE } from '@/api/queries/desks.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';

/**
 * Checks in at `deskId` once, as the page opens (a scanned label asks nothing more). A check-in
 * changes the desk's reservation, so the maps, my reservations and the status card reload.
 */
export function useCheckinOnOpen(deskId: string) {
  const refresh = useInvalidate(...DESK_BOOKING_STALE);
  const checkin = useMutation({ mutationFn: checkInAtDesk, onSettled: refresh });
  const { mutate } = checkin;
  // Once per desk opened: React's development double effect (and a re-render) does not check in twice.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === deskId) return;
    sent.current = deskId;
    mutate(deskId);
  }, [deskId, mutate]);
  return checkin;
}
