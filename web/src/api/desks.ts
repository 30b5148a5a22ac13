import type { Desk, MapDesk } from '@domain/schemas/desk-answers.js';
import { STATUS } from '@domain/status.js';
import { apiCall } from './client.js';

// The desk and desk-reservation calls of flex-office §7; the shapes the server answers are its own (domain/schemas/desk-answers.ts).

export type { Desk, DeskReservation, FreeDay, MapDesk, OfficeStatus, ReservationForOther } from '@domain/schemas/desk-answers.js';

/** The map sends a desk without its empty fields (issue #12: a lean map); they read as null here. */
export function readDesk(d: MapDesk): Desk {
  return {
    ...d,
    type: d.type ?? null,
    manager: d.manager ?? null,
    managerName: d.managerName ?? null,
    uuid: d.uuid ?? null,
    name: d.name ?? null,
    creatorUuid: d.creatorUuid ?? null,
    reservationDate: d.reservationDate ?? null,
    reservationId: d.reservationId ?? null,
    groupId: d.groupId ?? null,
    source: d.source ?? null,
  };
}

/** The map of a day: every floor, or only `floor` (issue #24: what the map draws). */
export const desksOfDay = async (day: string, floor?: number) => (await apiCall('GET /desks', { date: day, floor })).map(readDesk);

/** A group's desks on a day, on every floor: the random desk, the floors of a group, the phone's list. */
/** 'Find a colleague': the people holding a desk on `day` whose name holds `q` (at most 20). */
export const deskHolders = (day: string, q: string) => apiCall('GET /desks/holders', { date: day, q });

export const desksOfGroup = async (groupId: string, day: string) =>
  (await apiCall('GET /desks/group/:groupId', { groupId, date: day })).map(readDesk);

export const bookDesk = (b: { deskId: string; reservationDate: string; uuid?: string; parkingSpot?: boolean; groupId?: string }) =>
  apiCall('POST /reservations/desks/update', b);

export const cancelDeskReservation = (id: string) => apiCall('POST /reservations/desks/delete', { _id: id });

export const confirmDeskReservation = (id: string) => apiCall('POST /reservations/desks/update', { _id: id, status: STATUS.busy });

export const setDeskParking = (id: string, parkingSpot: boolean) =>
  apiCall('POST /reservations/desks/updateParking', { _id: id, parkingSpot });

export const deskReservation = (id: string) => apiCall('GET /reservations/desks/:id', { id });

/** The live reservations of a group's desks from today on (the multi-day booking's taken days). */
export const groupDeskReservations = (groupId: string) => apiCall('POST /reservations/desks/group', { groupId });

export const upcomingDeskReservations = (uuid: string) => apiCall('POST /reservations/desks/user/upcoming', { uuid });

export const freeParkingSpots = (groupId: string, date: string) => apiCall('POST /groups/availableParkingSpots', { groupId, date });

export const officeStatus = (day?: string) => apiCall('GET /reservations/status', { date: day });

export const usersOfGroup = (groupId: string) => apiCall('GET /users/group/:groupId', { groupId });

/** The days of the week strip, each with the group's desks free that day. */
export const freeDesksByDay = (groupId: string, from: string, to: string) => apiCall('GET /desks/freeByDay', { groupId, from, to });

/** The reservations the caller made for someone else, each with the occupant's e-mail (namesakes). */
export const bookedForOthers = () => apiCall('GET /reservations/desks/forOthers');
