import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  bookedForOthers,
  deskReservation,
  desksOfDay,
  desksOfGroup,
  freeDesksByDay,
  freeParkingSpots,
  groupDeskReservations,
  officeStatus,
  upcomingDeskReservations,
  usersOfGroup,
  type Desk,
} from '@/api/desks.js';
import { weekKeys } from './week-keys.js';

// The desks' queries (flex-office §7): the map of a day, the week strip, the reservations, the
// status card. Each key is built here, so that a change refreshes what it touched by prefix.

export const deskKeys = {
  /** The maps and the week strip. */
  all: ['desks'] as const,
  /** The whole map of a day, every floor. */
  ofDay: (day: string | null) => [...deskKeys.all, 'day', day] as const,
  /** Every floor's map of every day, by prefix (what a floor's map already read knows of its desks' places). */
  floorMaps: () => [...deskKeys.all, 'floor'] as const,
  /** One floor of a day's map: what the map draws (issue #24). */
  ofFloor: (day: string | null, floor: number) => [...deskKeys.all, 'floor', day, floor] as const,
  /** A group's desks of a day, every floor. */
  ofGroup: (groupId: string | null, day: string | null) => [...deskKeys.all, 'group', groupId, day] as const,
  freeByDay: (groupId: string | null, first: string, last: string) => [...deskKeys.all, 'free-by-day', groupId, first, last] as const,
  /**
   * The office day a key of these maps shows (a day's, a floor's, a group's), or null (the week
   * strip spans days). Read here, beside the factories that lay the keys out, so that the live
   * updates (queries/live.ts) never count places in a key they did not build.
   */
  dayOf: (key: readonly unknown[]): string | null => {
    if (key[0] !== deskKeys.all[0]) return null;
    const day = key[1] === 'day' || key[1] === 'floor' ? key[2] : key[1] === 'group' ? key[3] : null;
    return typeof day === 'string' ? day : null;
  },
};

export const deskReservationKeys = {
  all: ['desk-reservations'] as const,
  upcoming: (uuid: string | null) => [...deskReservationKeys.all, 'upcoming', uuid] as const,
  ofGroup: (groupId: string | null) => [...deskReservationKeys.all, 'group', groupId] as const,
  forOthers: () => [...deskReservationKeys.all, 'for-others'] as const,
  one: (id: string) => [...deskReservationKeys.all, 'one', id] as const,
};

/** The status card's counts of a day (desks and rooms). */
export const officeStatusKeys = {
  all: ['status'] as const,
  ofDay: (day: string) => [...officeStatusKeys.all, day] as const,
  /** The day a key of the status card counts, or null (as deskKeys.dayOf, for the live updates). */
  dayOf: (key: readonly unknown[]): string | null => (key[0] === officeStatusKeys.all[0] && typeof key[1] === 'string' ? key[1] : null),
};

export const groupPeopleKeys = {
  of: (groupId: string) => ['group-users', groupId] as const,
};

export const parkingSpotKeys = {
  free: (groupId: string, day: string) => ['parking-spots', groupId, day] as const,
};

/**
 * What a desk booked, cancelled, confirmed or given parking makes stale: the maps and the week
 * strip, my reservations and those I booked for others, the status card, 'Săptămâna mea'.
 */
export const DESK_BOOKING_STALE = [deskKeys.all, deskReservationKeys.all, officeStatusKeys.all, weekKeys.all] as const;

/** The desks of one floor on any day's map already read (their places are the same every day); null when none is. */
export function knownDesksOfFloor(qc: QueryClient, floor: number): Desk[] | null {
  const known = qc.getQueriesData<Desk[]>({ queryKey: deskKeys.floorMaps() }).find(([key, data]) => key[3] === floor && !!data?.length);
  return known?.[1] ?? null;
}

/** The desks of a day's map, every floor; off while `day` is null. */
export const getDesksOfDayQueryOptions = (day: string | null) =>
  queryOptions({ queryKey: deskKeys.ofDay(day), queryFn: () => desksOfDay(day!), enabled: !!day });

/** The desks of one floor of a day's map (issue #24: a floor is a tenth of a large office's map); off while `day` is null. */
export const getDesksOfFloorQueryOptions = (day: string | null, floor: number) =>
  queryOptions({ queryKey: deskKeys.ofFloor(day, floor), queryFn: () => desksOfDay(day!, floor), enabled: !!day });

/** A group's desks of a day, every floor; off while `groupId` or `day` is null. */
export const getGroupDesksQueryOptions = (groupId: string | null, day: string | null) =>
  queryOptions({ queryKey: deskKeys.ofGroup(groupId, day), queryFn: () => desksOfGroup(groupId!, day!), enabled: !!groupId && !!day });

/** A group's free desks on each working day of first..last: one call for the whole week strip; off while `groupId` is null. */
export const getFreeByDayQueryOptions = (groupId: string | null, first: string, last: string) =>
  queryOptions({
    queryKey: deskKeys.freeByDay(groupId, first, last),
    queryFn: () => freeDesksByDay(groupId!, first, last),
    enabled: !!groupId,
  });

/** Someone's upcoming desk reservations (mine: 'my reservations', the week strip); off while `uuid` is null. */
export const getUpcomingDesksQueryOptions = (uuid: string | null) =>
  queryOptions({ queryKey: deskReservationKeys.upcoming(uuid), queryFn: () => upcomingDeskReservations(uuid!), enabled: !!uuid });

/** The live reservations of a group's desks from today on; off while `groupId` is null. */
export const getGroupDeskReservationsQueryOptions = (groupId: string | null) =>
  queryOptions({ queryKey: deskReservationKeys.ofGroup(groupId), queryFn: () => groupDeskReservations(groupId!), enabled: !!groupId });

/** What the caller booked for other people, from today on. */
export const getBookedForOthersQueryOptions = () => queryOptions({ queryKey: deskReservationKeys.forOthers(), queryFn: bookedForOthers });

/** One desk reservation (the e-mailed confirmation and cancellation pages): a missing one is not asked again. */
export const getDeskReservationQueryOptions = (id: string) =>
  queryOptions({ queryKey: deskReservationKeys.one(id), queryFn: () => deskReservation(id), retry: false });

/** The status card's counts of a day. */
export const getOfficeStatusQueryOptions = (day: string) =>
  queryOptions({ queryKey: officeStatusKeys.ofDay(day), queryFn: () => officeStatus(day) });

/** The people of a group, for those who book for them. */
export const getGroupPeopleQueryOptions = (groupId: string) =>
  queryOptions({ queryKey: groupPeopleKeys.of(groupId), queryFn: () => usersOfGroup(groupId) });

/** The group's parking spots still free on a day. */
export const getFreeParkingSpotsQueryOptions = (groupId: string, day: string) =>
  queryOptions({ queryKey: parkingSpotKeys.free(groupId, day), queryFn: () => freeParkingSpots(groupId, day) });

export const useDeskReservation = (id: string) => useQuery(getDeskReservationQueryOptions(id));
