import type { DayRange } from '../../../domain/date-range.js';
import type { Status } from '../../../domain/status.js';
import { api, queryString } from './client.js';

// The statistics tables of decisions §10 and the paths of their exports (the same path with
// /export, the same filters): the flexible office's per group, per person and per reservation,
// and the tower's per working day. Every range is both days included, as the screen understood it.

/** GET /statistics/groups: one group of the flexible office. */
export interface GroupStatsRow {
  groupId: string;
  name: string;
  type: 'Departament' | 'Proiect';
  desks: number;
  businessDays: number;
  allocations: number;
  reservations: number;
  present: number;
  attendanceRate: number;
}

/** GET /statistics/manager: one member of one group the caller manages. */
export interface ManagerStatsRow {
  uuid: string;
  name: string;
  email: string;
  groupId: string;
  groupName: string;
  reservations: number;
  present: number;
  absent: number;
  attendanceRate: number;
}

/** GET /statistics/reservations: one live desk reservation. */
export interface ReservationStatsRow {
  _id: string;
  /** YYYY-MM-DD, a Bucharest day. */
  date: string;
  deskId: string;
  floor: number;
  groupId: string | null;
  groupName: string | null;
  uuid: string;
  name: string;
  email: string;
  status: Status;
  parkingSpot: boolean;
  present: boolean;
  creatorName: string | null;
}

/** The filters of the reservations table (the export takes the same, without the page). */
export interface ReservationsFilter extends DayRange {
  floor?: number;
  groupId?: string;
  uuid?: string;
}

export interface ReservationsPage {
  total: number;
  from: string;
  to: string;
  rows: ReservationStatsRow[];
}

/** GET /statistics/tower/days: one working day of the tower (tower §9). */
export interface TowerDayRow {
  date: string;
  requests: number;
  places: number;
  unallocated: number;
  absent: number;
  occupied: number;
}

/** GET /statistics/occupancy: one weekday of the flexible office, for the reservations' chart. */
export interface OccupancyRow {
  date: string;
  desks: number;
  reserved: number;
  present: number;
}

const withQuery = (path: string, params: object) => `${path}?${queryString(params)}`;

export const STATISTICS_PATH = {
  groups: '/statistics/groups',
  manager: '/statistics/manager',
  reservations: '/statistics/reservations',
  towerDays: '/statistics/tower/days',
  towerReservations: '/statistics/tower/reservations',
} as const;

/** The export of a table: its path with /export and the same filters. */
export const exportPath = (table: keyof typeof STATISTICS_PATH, filter: object) => withQuery(`${STATISTICS_PATH[table]}/export`, filter);

export const groupStatistics = (range: DayRange, signal?: AbortSignal) => api.get<GroupStatsRow[]>(withQuery(STATISTICS_PATH.groups, range), { signal });

export const managerStatistics = (range: DayRange, signal?: AbortSignal) => api.get<ManagerStatsRow[]>(withQuery(STATISTICS_PATH.manager, range), { signal });

export const reservationStatistics = (query: ReservationsFilter & { offset: number; limit: number }, signal?: AbortSignal) =>
  api.get<ReservationsPage>(withQuery(STATISTICS_PATH.reservations, query), { signal });

export const occupancyStatistics = ({ from, to, floor, groupId }: ReservationsFilter, signal?: AbortSignal) =>
  api.get<OccupancyRow[]>(withQuery('/statistics/occupancy', { from, to, floor, groupId }), { signal });

export const towerDayStatistics = (range: DayRange, signal?: AbortSignal) => api.get<TowerDayRow[]>(withQuery(STATISTICS_PATH.towerDays, range), { signal });

/** Every statistics query starts with this key. */
export const STATISTICS_KEY = ['statistics'] as const;
