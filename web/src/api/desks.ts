import type { UserInfo } from '@domain/schemas/accounts.js';
import type { Desk, DeskReservation, FreeDay, MapDesk, OfficeStatus, ReservationForOther } from '@domain/schemas/desk-answers.js';
import { STATUS } from '@domain/status.js';
import { api, queryString } from './client.js';

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
  (await api.get<MapDesk[]>(`/desks?${queryString({ date: day, floor })}`)).map(readDesk);

/** A group's desks on a day, on every floor: the random desk, the floors of a group, the phone's list. */
export const desksOfGroup = async (groupId: string, day: string) =>
  (await api.get<MapDesk[]>(`/desks/group/${encodeURIComponent(groupId)}?date=${day}`)).map(readDesk);

export const bookDesk = (b: { deskId: string; reservationDate: string; uuid?: string; parkingSpot?: boolean; groupId?: string }) =>
  api.post<DeskReservation>('/reservations/desks/update', b);

export const cancelDeskReservation = (id: string) => api.post<DeskReservation>('/reservations/desks/delete', { _id: id });

export const confirmDeskReservation = (id: string) =>
  api.post<DeskReservation>('/reservations/desks/update', { _id: id, status: STATUS.busy });

export const setDeskParking = (id: string, parkingSpot: boolean) =>
  api.post<DeskReservation>('/reservations/desks/updateParking', { _id: id, parkingSpot });

export const deskReservation = (id: string) => api.get<DeskReservation>(`/reservations/desks/${id}`);

/** The live reservations of a group's desks from today on (the multi-day booking's taken days). */
export const groupDeskReservations = (groupId: string) => api.post<DeskReservation[]>('/reservations/desks/group', { groupId });

export const upcomingDeskReservations = (uuid: string) => api.post<DeskReservation[]>('/reservations/desks/user/upcoming', { uuid });

export const freeParkingSpots = (groupId: string, date: string) => api.post<number>('/groups/availableParkingSpots', { groupId, date });

export const officeStatus = (day?: string) => api.get<OfficeStatus>(day ? `/reservations/status?date=${day}` : '/reservations/status');

export const usersOfGroup = (groupId: string) => api.get<UserInfo[]>(`/users/group/${encodeURIComponent(groupId)}`);

/** The days of the week strip, each with the group's desks free that day. */
export const freeDesksByDay = (groupId: string, from: string, to: string) =>
  api.get<FreeDay[]>(`/desks/freeByDay?${queryString({ groupId, from, to })}`);

/** The reservations the caller made for someone else, each with the occupant's e-mail (namesakes). */
export const bookedForOthers = () => api.get<ReservationForOther[]>('/reservations/desks/forOthers');
