import { useQuery } from '@tanstack/react-query';
import { OFFICE } from '@domain/buildings.js';
import { deskWindow } from '@domain/desks/rules.js';
import { meetsAccess } from '@domain/policy.js';
import { exemptFromRoomLimit } from '@domain/policy.js';
import {
  getBookedForOthersQueryOptions,
  getDesksOfDayQueryOptions,
  getDesksOfFloorQueryOptions,
  getFreeByDayQueryOptions,
  getGroupDesksQueryOptions,
  getGroupDeskReservationsQueryOptions,
  getUpcomingDesksQueryOptions,
} from '@/api/queries/desks.js';
import { useMyUpcomingRooms } from '@/api/queries/rooms.js';
import { useBuildingSettings } from '@/api/queries/settings.js';
import { useUser } from '@/lib/session.js';
import { useServerTime } from '@/lib/server-time.js';
import type { Viewer } from './desk-state.js';

/** Settings, the booking window, my upcoming desks and what they mean for the map; null until the server's time and the settings are known. */
export function useBookingContext() {
  const user = useUser();
  const time = useServerTime();
  const config = useBuildingSettings(OFFICE);
  const mine = useMyUpcomingDesks();
  const myRooms = useMyUpcomingRooms();
  if (!time.ready || !config.data) return null;
  const settings = config.data;
  const { maxActiveDesk, maxActiveRoom } = settings;
  const window = deskWindow(time.today(), settings.maxDaysDesk);
  // Managers of a group and administrators book for others (the policy's 'manager' access).
  const booksForOthers = meetsAccess(user, 'manager');
  const myDesks = mine.data ?? [];
  return {
    user,
    time,
    settings,
    window,
    maxActiveDesk,
    myDesks,
    roomsGrey: !exemptFromRoomLimit(user) && (myRooms.data?.length ?? 0) >= maxActiveRoom,
    // What the map knows of the viewer for the booking rule (desk-state.ts): their desks and the limit.
    viewerFor: (day: string): Viewer => ({
      uuid: user.uuid,
      role: user.role,
      managerOf: user.managerOf,
      booksForOthers,
      hasDeskThatDay: myDesks.some((r) => r.day === day),
      activeDesks: myDesks.length,
      maxActiveDesk,
    }),
  };
}

export type BookingContext = NonNullable<ReturnType<typeof useBookingContext>>;

/** The whole map of a day, every floor (who holds a desk that day, find a colleague, the administrators' desks); off while `day` is null. */
export function useDesksOfDay(day: string | null) {
  return useQuery(getDesksOfDayQueryOptions(day));
}

/**
 * One floor of a day's map: what the map draws, asked for floor by floor (issue #24); off while `day`
 * is null. `refreshEvery` asks again while it is shown (today's map, where desks change by themselves).
 */
export function useDesksOfFloor(day: string | null, floor: number, refreshEvery?: number) {
  return useQuery({ ...getDesksOfFloorQueryOptions(day, floor), refetchInterval: refreshEvery ?? false });
}

/** A group's desks of a day, every floor (the phone's list, the floors of a group); off while `groupId` or `day` is null. */
export function useGroupDesks(groupId: string | null, day: string | null) {
  return useQuery(getGroupDesksQueryOptions(groupId, day));
}

/** My upcoming desk reservations (the booking screen's 'my reservations', the week strip). */
export function useMyUpcomingDesks() {
  const user = useUser();
  return useQuery(getUpcomingDesksQueryOptions(user.uuid));
}

/** Someone else's upcoming desk reservations, for those who book for them; off while `uuid` is null. */
export function useUpcomingDesksOf(uuid: string | null) {
  return useQuery(getUpcomingDesksQueryOptions(uuid));
}

/** The days from today on on which a desk is reserved, by anyone, from its group's reservations; off while `groupId` is null. */
export function useDeskTakenDays(groupId: string | null, deskId: string) {
  return useQuery({
    ...getGroupDeskReservationsQueryOptions(groupId),
    select: (rows) => new Set(rows.filter((r) => r.deskId === deskId).map((r) => r.day)) as ReadonlySet<string>,
  });
}

/** The group's free desks on each working day of first..last: one call for the whole week strip. */
export function useFreeByDay(groupId: string | null, first: string, last: string) {
  return useQuery(getFreeByDayQueryOptions(groupId, first, last));
}

/** What the caller booked for other people, from today on; only asked by those who book for others. */
export function useBookedForOthers(enabled: boolean) {
  return useQuery({ ...getBookedForOthersQueryOptions(), enabled });
}
