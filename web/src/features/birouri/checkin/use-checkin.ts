import { useMutation } from '@tanstack/react-query';
import { checkInAtDesk } from '@/api/checkin.js';
import { DESK_BOOKING_STALE } from '@/api/queries/desks.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { useOncePerKey } from '@/lib/use-once-per-key.js';

/**
 * Checks in at `deskId` once, as the page opens (a scanned label asks nothing more). A check-in
 * changes the desk's reservation, so the maps, my reservations and the status card reload.
 */
export function useCheckinOnOpen(deskId: string) {
  const refresh = useInvalidate(...DESK_BOOKING_STALE);
  const checkin = useMutation({ mutationFn: checkInAtDesk, onSettled: refresh });
  useOncePerKey(deskId, checkin.mutate);
  return checkin;
}
