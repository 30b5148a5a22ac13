import type { DayRange } from '@domain/date-range.js';
import type {
  GroupStatistics,
  ManagerStatistics,
  OccupancyDay,
  ReservationStatisticsPage,
  TowerDayStatistics,
} from '@domain/schemas/statistics-answers.js';
import { api, queryString } from './client.js';

// The statistics tables of decisions §10 and the paths of their exports (the same path with
// /export, the same filters): the flexible office's per group, per person and per reservation,
// and the tower's per working day. Every range is both days included, as the screen understood it.

// The answers' types come from their schemas (domain/schemas/statistics-answers.ts), under the names the screens use.
export type {
  GroupStatistics as GroupStatsRow,
  ManagerStatistics as ManagerStatsRow,
  ReservationStatistics as ReservationStatsRow,
  ReservationStatisticsPage as ReservationsPage,
  TowerDayStatistics as TowerDayRow,
  OccupancyDay as OccupancyRow,
} from '@domain/schemas/statistics-answers.js';

/** The filters of the reservations table (the export takes the same, without the page). */
export interface ReservationsFilter extends DayRange {
  floor?: number;
  groupId?: string;
  uuid?: string;
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

export const groupStatistics = statisticsCall<DayRange, GroupStatistics[]>((range) => withQuery(STATISTICS_PATH.groups, range));

export const managerStatistics = statisticsCall<DayRange, ManagerStatistics[]>((range) => withQuery(STATISTICS_PATH.manager, range));

export const reservationStatistics = statisticsCall<ReservationsFilter & { offset: number; limit: number }, ReservationStatisticsPage>(
  (query) => withQuery(STATISTICS_PATH.reservations, query),
);

export const occupancyStatistics = statisticsCall<ReservationsFilter, OccupancyDay[]>(({ from, to, floor, groupId }) =>
  withQuery('/statistics/occupancy', { from, to, floor, groupId }),
);

export const towerDayStatistics = statisticsCall<DayRange, TowerDayStatistics[]>((range) => withQuery(STATISTICS_PATH.towerDays, range));
