import type { DayRange } from '@domain/date-range.js';
import {
  groupStatistics,
  managerStatistics,
  occupancyStatistics,
  reservationStatistics,
  towerDayStatistics,
  type ReservationsFilter,
  type StatisticsCall,
} from '@/api/statistics.js';

// The statistics tables of decisions §10. lib/early-page-data.ts, in the first download, builds a
// page of charts' first requests from these same options, so the path it asks for early is the one
// the page's query then asks (and takes at once, api/client.ts prefetch). Hence plain objects of
// queryOptions' shape, no hook and no import of the query library (it loads with the shell).

export const statisticsKeys = {
  all: ['statistics'] as const,
  groups: (range: DayRange) => [...statisticsKeys.all, 'groups', range] as const,
  manager: (range: DayRange) => [...statisticsKeys.all, 'manager', range] as const,
  reservations: (query: ReservationsFilter & { offset: number; limit: number }) => [...statisticsKeys.all, 'reservations', query] as const,
  occupancy: (filter: ReservationsFilter) => [...statisticsKeys.all, 'occupancy', filter] as const,
  towerDays: (range: DayRange) => [...statisticsKeys.all, 'tower-days', range] as const,
};

/** A page of a server-paged table: its index and size (the data grid's model). */
export interface Paging {
  page: number;
  pageSize: number;
}

/** A statistics query: its key, its fetcher, and in `meta.path` the path it GETs (statisticsPath). */
export function statisticsQueryOptions<const K extends readonly unknown[], P, T>(queryKey: K, call: StatisticsCall<P, T>, params: P) {
  return { queryKey, queryFn: ({ signal }: { signal: AbortSignal }) => call(params, signal), meta: { path: call.path(params) } };
}

/** The path a statistics query GETs: what the early page data asks for before the page renders. */
export const statisticsPath = (options: { meta?: Record<string, unknown> }): string => String(options.meta?.path);

export const getGroupStatisticsQueryOptions = (range: DayRange) =>
  statisticsQueryOptions(statisticsKeys.groups(range), groupStatistics, range);

export const getManagerStatisticsQueryOptions = (range: DayRange) =>
  statisticsQueryOptions(statisticsKeys.manager(range), managerStatistics, range);

/** One page of the reservations table of the filters. */
export const getReservationStatisticsQueryOptions = (filter: ReservationsFilter, paging: Paging) => {
  const query = { ...filter, offset: paging.page * paging.pageSize, limit: paging.pageSize };
  return statisticsQueryOptions(statisticsKeys.reservations(query), reservationStatistics, query);
};

/** The occupancy chart's series: it depends on neither the person nor the page, so it is keyed by what it reads. */
export const getOccupancyQueryOptions = ({ from, to, floor, groupId }: ReservationsFilter) => {
  const series = { from, to, floor, groupId };
  return statisticsQueryOptions(statisticsKeys.occupancy(series), occupancyStatistics, series);
};

export const getTowerDayStatisticsQueryOptions = (range: DayRange) =>
  statisticsQueryOptions(statisticsKeys.towerDays(range), towerDayStatistics, range);
