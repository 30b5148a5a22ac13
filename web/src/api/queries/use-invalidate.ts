import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Marks every query under these keys stale, so what a change touched is reloaded. The keys come
 * from the key factories of api/queries/ (a whole area, `deskKeys.all`, or one part of it), or
 * their sets of what a change makes stale (DESK_BOOKING_STALE, ROOM_BOOKING_STALE, …).
 */
export function useInvalidate(...keys: readonly QueryKey[]) {
  const qc = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey })));
}
