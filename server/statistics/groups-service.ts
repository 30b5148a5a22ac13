import { OFFICE } from '../../domain/buildings.js';
import type { StatisticsRangeQuery } from '../../domain/schemas/statistics.js';
import { businessDays } from '../../domain/statistics.js';
import type { Caller } from '../identity/actor.js';
import type { AppContext } from '../context.js';
import { EXPORT_BATCH, keysetBatches, mapBatches } from './file-replies.js';
import { presentGroupStats, type GroupStats } from './groups-presenter.js';
import { groupStatsRows, type GroupStatsRow } from './groups-queries.js';
import { adminStatisticsRange } from './scope.js';

/** The table per group for administrators of the flexible office, every group in name order. */
export async function groupStatistics(ctx: AppContext, me: Caller, query: StatisticsRangeQuery): Promise<GroupStats[]> {
  const range = adminStatisticsRange(ctx, me, OFFICE, query);
  const days = businessDays(range.from, range.to);
  return (await groupStatsRows(ctx.db, range.from, range.to, null, null, null)).map((r) => presentGroupStats(r, days));
}

/** The same table in batches of groups (Admin.csv). */
export async function groupStatisticsBatches(
  ctx: AppContext,
  me: Caller,
  query: StatisticsRangeQuery,
): Promise<AsyncIterable<GroupStats[]>> {
  const range = adminStatisticsRange(ctx, me, OFFICE, query);
  const days = businessDays(range.from, range.to);
  const batches = keysetBatches<GroupStatsRow, { name: string | null; id: string | null }>(
    (after) => groupStatsRows(ctx.db, range.from, range.to, after.name, after.id, EXPORT_BATCH),
    { name: null, id: null },
    (r) => ({ name: r.name, id: r.id }),
  );
  return mapBatches(batches, (r) => presentGroupStats(r, days));
}
