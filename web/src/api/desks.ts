import type { UserInfo } from '../../../domain/schemas/accounts.js';
import { STATUS } from '../../../domain/status.js';
import { api, queryString } from './client.js';

// The desk and desk-reservation calls of flex-office §7, with the shapes the server answers.

export interface Desk {
  id: string;
  deskId: string;
  floor: number;
  status: 'free' | 'booked' | 'busy';
  type: 'Reserved' | 'Manager' | null;
  manager: string | null;
  managerName: string | null;
  uuid: string | null;
  name: string | null;
  groupsIdList: string[];
  coordinates: { latitude: number; longitude: number };
  creatorUuid: string | null;
  parkingSpot: boolean;
  reservationDate: string | null;
  reservationId: string | null;
  groupId: string | null;
}

export interface DeskReservation {
  _id: string;
  creatorUuid: string;
  creatorName: string | null;
  uuid: string;
  name: string | null;
  groupId: string | null;
  deskId: string;
  floor: number;
  day: string;
  reservationDate: string;
  creationDate: string;
  status: 'booked' | 'busy' | 'cancelled';
  parkingSpot: boolean;
  reservation_used: boolean | null;
}

export interface OfficeStatus {
  reservedOffices: number;
  emptyOffices: number;
  reservedConfRooms: number;
  emptyConfRooms: number;
}

/** The map sends a desk without its empty fields (issue #12: a lean map); they read as null here. */
export function readDesk(d: Partial<Desk> & Pick<Desk, 'deskId' | 'floor' | 'status' | 'coordinates'>): Desk {
  return {
    id: d.id ?? d.deskId,
    deskId: d.deskId,
    floor: d.floor,
    status: d.status,
    type: d.type ?? null,
    manager: d.manager ?? null,
    managerName: d.managerName ?? null,
    uuid: d.uuid ?? null,
    name: d.name ?? null,
    groupsIdList: d.groupsIdList ?? [],
    coordinates: d.coordinates,
    creatorUuid: d.creatorUuid ?? null,
    parkingSpot: d.parkingSpot ?? false,
    reservationDate: d.reservationDate ?? null,
    reservationId: d.reservationId ?? null,
    groupId: d.groupId ?? null,
  };
}

export const desksOfDay = async (day: string) => (await api.get<Parameters<typeof readDesk>[0][]>(`/desks?date=${day}`)).map(readDesk);

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

export const upcomingDeskReservations = (uuid: string) =>
  api.post<DeskReservation[]>('/reservations/desks/user/upcoming', { uuid });

export const freeParkingSpots = (groupId: string, date: string) =>
  api.post<number>('/groups/availableParkingSpots', { groupId, date });

export const officeStatus = (day?: string) => api.get<OfficeStatus>(day ? `/reservations/status?date=${day}` : '/reservations/status');

export const usersOfGroup = (groupId: string) => api.get<UserInfo[]>(`/users/group/${encodeURIComponent(groupId)}`);

/** A day of the week strip: the group's desks free that day (GET /desks/freeByDay). */
export interface FreeDay {
  day: string;
  free: number;
}

export const freeDesksByDay = (groupId: string, from: string, to: string) =>
  api.get<FreeDay[]>(`/desks/freeByDay?${queryString({ groupId, from, to })}`);

/** A reservation the caller made for someone else, with the occupant's e-mail (namesakes). */
export interface ReservationForOther extends DeskReservation {
  email: string;
}

export const bookedForOthers = () => api.get<ReservationForOther[]>('/reservations/desks/forOthers');
