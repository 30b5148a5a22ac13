import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRooms, getUpcomingRoomReservations } from '@/api/rooms.js';
import { useUser } from '@/lib/session.js';
import { officeStatusKeys } from './desks.js';
import { weekKeys } from './week-keys.js';

// The meeting rooms' queries (flex-office §7, decisions §2).

export const roomKeys = {
  /** Every room list, of any group and day. */
  all: ['rooms'] as const,
  list: (groupId: string | null, day: string) => [...roomKeys.all, groupId, day] as const,
  /** The day a room list's key shows, or null (as deskKeys.dayOf, for the live updates). */
  dayOf: (key: readonly unknown[]): string | null => (key[0] === roomKeys.all[0] && typeof key[2] === 'string' ? key[2] : null),
};

export const roomReservationKeys = {
  all: ['room-reservations'] as const,
  upcoming: (uuid: string) => [...roomReservationKeys.all, 'upcoming', uuid] as const,
};

/** What a room booked or cancelled makes stale: every room list, my room reservations, the status card, 'Săptămâna mea'. */
export const ROOM_BOOKING_STALE = [roomKeys.all, roomReservationKeys.all, officeStatusKeys.all, weekKeys.all] as const;

/** The rooms of a group (or all rooms when groupId is null) with their live reservations of a Bucharest day. */
export const getRoomsQueryOptions = (groupId: string | null, day: string) =>
  queryOptions({ queryKey: roomKeys.list(groupId, day), queryFn: () => getRooms(groupId, day) });

/** Someone's live room reservations that have not ended (what maxActiveRoom counts). */
export const getUpcomingRoomsQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: roomReservationKeys.upcoming(uuid), queryFn: () => getUpcomingRoomReservations(uuid) });

/** The signed-in user's upcoming room reservations. */
export function useMyUpcomingRooms() {
  const user = useUser();
  return useQuery(getUpcomingRoomsQueryOptions(user.uuid));
}
