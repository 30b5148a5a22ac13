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

/**
 * A statistics call: a GET of a path made of its filters. The path is part of the call so that
 * an answer asked before the page rendered (lib/early-page-data.ts) can be found by the page.
 */
export type StatisticsCall<P, T> = ((params: P, signal?: AbortSignal) => Promise<T>) & { path: (params: P) => string };

export function statisticsCall<P, T>(path: (params: P) => string): StatisticsCall<P, T> {
  return Object.assign((params: P, signal?: AbortSignal) => api.get<T>(path(params), { signal }), { path });
}

export const groupStatistics = statisticsCall<DayRange, GroupStatsRow[]>((range) => withQuery(STATISTICS_PATH.groups, range));

export const managerStatistics = statisticsCall<DayRange, ManagerStatsRow[]>((range) => withQuery(STATISTICS_PATH.manager, range));

export const reservationStatistics = statisticsCall<ReservationsFilter & { offset: number; limit: number }, ReservationsPage>((query) =>
  withQuery(STATISTICS_PATH.reservations, query),
);

export const occupancyStatistics = statisticsCall<ReservationsFilter, OccupancyRow[]>(({ from, to, floor, groupId }) =>
  withQuery('/statistics/occupancy', { from, to, floor, groupId }),
);

export const towerDayStatistics = statisticsCall<DayRange, TowerDayRow[]>((range) => withQuery(STATISTICS_PATH.towerDays, range));

/** Every statistics query starts with this key. */
export const STATISTICS_KEY = ['statistics'] as const;
