import { OFFICE } from '../../domain/buildings.js';
import { dayRange, flexRange } from '../../domain/date-range.js';
import { isAdminOf } from '../../domain/policy.js';
import type { StatisticsRangeQuery } from '../../domain/schemas/statistics.js';
import { businessDays } from '../../domain/statistics.js';
import { bucharestDay } from '../../domain/time.js';
import type { UserRow } from '../accounts/presenter.js';
import { actorOf } from '../accounts/subject.js';
import type { AppContext } from '../context.js';
import { forbidden } from '../http/errors.js';
import { EXPORT_BATCH, keysetBatches, mapBatches } from './file-replies.js';
import { presentGroupStats, type GroupStats } from './groups-presenter.js';
import { groupStatsRows, type GroupStatsRow } from './groups-queries.js';

/** The range of a flexible-office table (decisions §10): 2021-02-08 to today by default. */
function officeRange(ctx: AppContext, me: UserRow, query: StatisticsRangeQuery) {
  if (!isAdminOf(actorOf(me), OFFICE)) throw forbidden();
  return dayRange(query.from, query.to, flexRange(bucharestDay(ctx.clock.now())));
}

/** The table per group for administrators of the flexible office, every group in name order. */
export async function groupStatistics(ctx: AppContext, me: UserRow, query: StatisticsRangeQuery): Promise<GroupStats[]> {
  const range = officeRange(ctx, me, query);
  const days = businessDays(range.from, range.to);
  return (await groupStatsRows(ctx.db, range.from, range.to, null, null, null)).map((r) => presentGroupStats(r, days));
}

/** The same table in batches of groups (Admin.csv). */
export async function groupStatisticsBatches(ctx: AppContext, me: UserRow, query: StatisticsRangeQuery): Promise<AsyncIterable<GroupStats[]>> {
  const range = officeRange(ctx, me, query);
  const days = businessDays(range.from, range.to);
  const batches = keysetBatches<GroupStatsRow, { name: string | null; id: string | null }>(
    (after) => groupStatsRows(ctx.db, range.from, range.to, after.name, after.id, EXPORT_BATCH),
    { name: null, id: null },
    (r) => ({ name: r.name, id: r.id }),
  );
  return mapBatches(batches, (r) => presentGroupStats(r, days));
}
