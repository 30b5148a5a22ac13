import { dayRange, flexRange } from '../../domain/date-range.js';
import { seesManagerPages } from '../../domain/policy.js';
import type { StatisticsRangeQuery } from '../../domain/schemas/statistics.js';
import { managedGroups } from '../../domain/statistics.js';
import { bucharestDay } from '../../domain/time.js';
import type { Caller } from '../identity/actor.js';
import type { AppContext } from '../context.js';
import { forbidden } from '../errors.js';
import { EXPORT_BATCH, keysetBatches, mapBatches } from './file-replies.js';
import { presentManagerStats, type ManagerStats } from './manager-presenter.js';
import { managerRows, type ManagerFilter, type ManagerKey, type ManagerRow } from './manager-queries.js';

/** The caller's groups (every group for administrators of the flexible office) and the range, 2021-02-08 to today by default. */
function managerFilter(ctx: AppContext, me: Caller, query: StatisticsRangeQuery): ManagerFilter {
  const actor = me.actor;
  if (!seesManagerPages(actor)) throw forbidden();
  const today = bucharestDay(ctx.clock.now());
  return { ...dayRange(query.from, query.to, flexRange(today)), today, groups: managedGroups(actor) };
}

/** Attendance per member of the groups the caller manages (decisions §10), by group then name. */
export async function managerStatistics(ctx: AppContext, me: Caller, query: StatisticsRangeQuery): Promise<ManagerStats[]> {
  return (await managerRows(ctx.db, managerFilter(ctx, me, query), null, null)).map(presentManagerStats);
}

/** The same table in batches (Manager.csv). */
export async function managerStatisticsBatches(
  ctx: AppContext,
  me: Caller,
  query: StatisticsRangeQuery,
): Promise<AsyncIterable<ManagerStats[]>> {
  const filter = managerFilter(ctx, me, query);
  const batches = keysetBatches<ManagerRow, ManagerKey | null>(
    (after) => managerRows(ctx.db, filter, after, EXPORT_BATCH),
    null,
    (r) => ({ groupName: r.group_name, groupId: r.group_id, name: r.name, uuid: r.uuid }),
  );
  return mapBatches(batches, presentManagerStats);
}
