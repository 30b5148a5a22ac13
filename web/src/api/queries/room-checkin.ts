import { useMutation } from '@tanstack/react-query';
import { checkInRoomReservation } from '@/api/room-checkin.js';
import { ROOM_BOOKING_STALE } from './rooms.js';
import { useInvalidate } from './use-invalidate.js';

// Apart from rooms.ts, which is in every page's download: the mutation's code loads with the pages
// that confirm a meeting's start (decisions §24).

/**
 * Confirms a meeting's start. A refusal reloads too: 'cancelled' means the lists still show a meeting
 * the release has freed.
 */
export function useRoomCheckin() {
  const refresh = useInvalidate(...ROOM_BOOKING_STALE);
  return useMutation({ mutationFn: (id: string) => checkInRoomReservation(id), onSettled: refresh });
}
