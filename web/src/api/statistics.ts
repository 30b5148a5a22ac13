import type { DayRange } from '@domain/date-range.js';
import type { CallAnswer, CallInput, CallKey } from '@domain/api/index.js';
import { callPath, request } from './client.js';

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

/** The tables, by the call that reads each; an export is the same path with /export (a file, the same filters). */
export const STATISTICS_CALL = {
  groups: 'GET /statistics/groups',
  manager: 'GET /statistics/manager',
  reservations: 'GET /statistics/reservations',
  occupancy: 'GET /statistics/occupancy',
  towerDays: 'GET /statistics/tower/days',
  towerReservations: 'GET /statistics/tower/reservations',
} as const satisfies Record<string, CallKey>;

/** The export of a table: its path with /export and the same filters. */
export const exportPath = <T extends keyof typeof STATISTICS_CALL>(table: T, filter: object) =>
  callPath(`${STATISTICS_CALL[table]}/export` satisfies CallKey, filter);

/**
 * A statistics call: a GET of a path made of its filters. The path is part of the call so that
 * an answer asked before the page rendered (lib/early-page-data.ts) can be found by the page.
 */
export type StatisticsCall<P, T> = ((params: P, signal?: AbortSignal) => Promise<T>) & { path: (params: P) => string };

/**
 * The call of `key` with the filters `query` picks from its parameters (all of them by default); `T`
 * narrows an answer that is a page or every row to the one the parameters ask for (a page, with `limit`).
 */
export function statisticsCall<P extends object, K extends CallKey, T extends CallAnswer<K> = CallAnswer<K>>(
  key: K,
  query: (params: P) => CallInput<K> = (params) => params as CallInput<K>,
): StatisticsCall<P, T> {
  const path = (params: P) => callPath(key, query(params) as object);
  return Object.assign((params: P, signal?: AbortSignal) => request<T>(path(params), { method: 'GET', signal }), { path });
}

export const groupStatistics = statisticsCall<DayRange, typeof STATISTICS_CALL.groups>(STATISTICS_CALL.groups);

export const managerStatistics = statisticsCall<DayRange, typeof STATISTICS_CALL.manager>(STATISTICS_CALL.manager);

export const reservationStatistics = statisticsCall<
  ReservationsFilter & { offset: number; limit: number },
  typeof STATISTICS_CALL.reservations
>(STATISTICS_CALL.reservations);

export const occupancyStatistics = statisticsCall<ReservationsFilter, typeof STATISTICS_CALL.occupancy>(
  STATISTICS_CALL.occupancy,
  ({ from, to, floor, groupId }) => ({ from, to, floor, groupId }),
);

export const towerDayStatistics = statisticsCall<DayRange, typeof STATISTICS_CALL.towerDays>(STATISTICS_CALL.towerDays);
