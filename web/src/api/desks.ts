import type { Desk, MapDesk } from '@domain/schemas/desk-answers.js';
import { STATUS } from '@domain/status.js';
import { api } from './client.js';

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
  };
}

/** The map of a day: every floor, or only `floor` (issue #24: what the map draws). */
export const desksOfDay = async (day: string, floor?: number) =>
  (await api.call('GET /api/desks', { query: { date: day, floor } })).map(readDesk);

/** A group's desks on a day, on every floor: the random desk, the floors of a group, the phone's list. */
export const desksOfGroup = async (groupId: string, day: string) =>
  (await api.call('GET /api/desks/group/:groupId', { params: { groupId }, query: { date: day } })).map(readDesk);

export const bookDesk = (b: { deskId: string; reservationDate: string; uuid?: string; parkingSpot?: boolean; groupId?: string }) =>
  api.call('POST /api/reservations/desks/update', { body: b });

export const cancelDeskReservation = (id: string) => api.call('POST /api/reservations/desks/delete', { body: { _id: id } });

export const confirmDeskReservation = (id: string) =>
  api.call('POST /api/reservations/desks/update', { body: { _id: id, status: STATUS.busy } });

export const setDeskParking = (id: string, parkingSpot: boolean) =>
  api.call('POST /api/reservations/desks/updateParking', { body: { _id: id, parkingSpot } });

export const deskReservation = (id: string) => api.call('GET /api/reservations/desks/:id', { params: { id } });

/** The live reservations of a group's desks from today on (the multi-day booking's taken days). */
export const groupDeskReservations = (groupId: string) => api.call('POST /api/reservations/desks/group', { body: { groupId } });

export const upcomingDeskReservations = (uuid: string) => api.call('POST /api/reservations/desks/user/upcoming', { body: { uuid } });

export const freeParkingSpots = (groupId: string, date: string) =>
  api.call('POST /api/groups/availableParkingSpots', { body: { groupId, date } });

export const officeStatus = (day?: string) => api.call('GET /api/reservations/status', { query: { date: day } });

export const usersOfGroup = (groupId: string) => api.call('GET /api/users/group/:groupId', { params: { groupId } });

/** The days of the week strip, each with the group's desks free that day. */
export const freeDesksByDay = (groupId: string, from: string, to: string) =>
  api.call('GET /api/desks/freeByDay', { query: { groupId, from, to } });

/** The reservations the caller made for someone else, each with the occupant's e-mail (namesakes). */
export const bookedForOthers = () => api.call('GET /api/reservations/desks/forOthers');
