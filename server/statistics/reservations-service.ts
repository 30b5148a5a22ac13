import { OFFICE } from '../../domain/buildings.js';
import type { ReservationsExportQuery, ReservationsQuery } from '../../domain/schemas/statistics.js';
import type { ReservationStatisticsPage } from '../../domain/schemas/statistics-answers.js';
import { statisticsNamePeople } from '../../domain/settings.js';
import { pageStart, STATISTICS_MSG, STATISTICS_REASON } from '../../domain/statistics.js';
import type { Caller } from '../identity/actor.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import type { VersionedMemo } from '../http/snapshot-cache.js';
import { buildingSettings } from '../settings/queries.js';
import { officeVersion } from '../versions/version-service.js';
import { EXPORT_BATCH, keysetBatches, mapBatches, type Column } from './file-replies.js';
import {
  presentReservationStats,
  RESERVATION_COLUMNS,
  RESERVATION_COLUMNS_WITHOUT_NAMES,
  type ReservationStats,
} from './reservations-presenter.js';
import { adminStatisticsRange } from './scope.js';
import {
  reservationDayCounts,
  reservationRows,
  type ReservationFilter,
  type ReservationKey,
  type ReservationRow,
} from './reservations-queries.js';

/**
 * The filter of decisions §10 for administrators of the flexible office (2021-02-08 to today by
 * default), and whether the rows name people (the office's statisticsPerPerson, decisions §25).
 * Without names a filter by one person is refused: it would make her own statistic of the table.
 */
async function reservationFilter(
  ctx: AppContext,
  me: Caller,
  query: ReservationsExportQuery,
): Promise<{ filter: ReservationFilter; names: boolean }> {
  const { from, to } = adminStatisticsRange(ctx, me, OFFICE, query);
  const names = statisticsNamePeople(await buildingSettings(ctx.db, OFFICE));
  if (!names && query.uuid) throw badRequest(STATISTICS_MSG.noPersonFilter, STATISTICS_REASON.noPersonFilter);
  return { filter: { from, to, floor: query.floor ?? null, groupId: query.groupId ?? null, uuid: query.uuid ?? null }, names };
}

/** The rows per day of a filter, under the office's version (one per process: statistics/routes.ts). */
export type DayCounts = VersionedMemo<{ day: string; n: number }[]>;

/** The key before every row of a day (floor and number are never negative). */
const startOf = (day: string): ReservationKey => ({ day, floorNo: '-1', deskNo: '-1', deskId: '' });

/**
 * One page of the live desk reservations, by date then desk, with the total. The rows per day
 * give both the total and the day the offset falls on; the page is then read from that day,
 * skipping only rows of that day, so a deep page costs what the first one does.
 */
export async function reservationStatistics(
  ctx: AppContext,
  counted: DayCounts,
  me: Caller,
  query: ReservationsQuery,
): Promise<ReservationStatisticsPage> {
  const { filter, names } = await reservationFilter(ctx, me, query);
  // Counting a long range reads every row of it (~90 ms over two years of a large office): the
  // counts are kept under the version of the whole office, so paging through them costs it once.
  const counts = await counted.get(JSON.stringify(filter), await officeVersion(ctx.db), () => reservationDayCounts(ctx.db, filter));
  const total = counts.reduce((n, d) => n + d.n, 0);
  const start = pageStart(counts, query.offset);
  const rows = start ? await reservationRows(ctx.db, filter, startOf(start.day), start.skip, query.limit) : [];
  return { total, from: filter.from, to: filter.to, rows: rows.map((r) => presentReservationStats(r, names)) };
}

/** Every row of the filter in batches (Rezervari.csv), each batch after the previous one's last row, with the file's columns. */
export async function reservationStatisticsExport(
  ctx: AppContext,
  me: Caller,
  query: ReservationsExportQuery,
): Promise<{ columns: Column<ReservationStats>[]; batches: AsyncIterable<ReservationStats[]> }> {
  const { filter, names } = await reservationFilter(ctx, me, query);
  const batches = keysetBatches<ReservationRow, ReservationKey>(
    (after) => reservationRows(ctx.db, filter, after, 0, EXPORT_BATCH),
    startOf(filter.from),
    (r) => ({ day: r.day, floorNo: r.floorNo, deskNo: r.deskNo, deskId: r.deskId }),
  );
  return {
    columns: names ? RESERVATION_COLUMNS : RESERVATION_COLUMNS_WITHOUT_NAMES,
    batches: mapBatches(batches, (r) => presentReservationStats(r, names)),
  };
}
