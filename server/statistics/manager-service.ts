import { OFFICE } from '../../domain/buildings.js';
import { dayRange, flexRange } from '../../domain/date-range.js';
import { seesManagerPages } from '../../domain/policy.js';
import type { StatisticsRangeQuery } from '../../domain/schemas/statistics.js';
import { statisticsNamePeople } from '../../domain/settings.js';
import { managedGroups } from '../../domain/statistics.js';
import { bucharestDay } from '../../domain/time.js';
import type { Caller } from '../identity/actor.js';
import type { AppContext } from '../context.js';
import { forbidden } from '../errors.js';
import { buildingSettings } from '../settings/queries.js';
import { EXPORT_BATCH, keysetBatches, mapBatches, oneBatch, type Column } from './file-replies.js';
import {
  MANAGER_COLUMNS,
  MANAGER_GROUP_COLUMNS,
  presentManagerGroup,
  presentManagerStats,
  type ManagerStats,
} from './manager-presenter.js';
import { managerGroupRows, managerRows, type ManagerFilter, type ManagerKey, type ManagerRow } from './manager-queries.js';

/** The caller's groups (every group for administrators of the flexible office) and the range, 2021-02-08 to today by default. */
function managerFilter(ctx: AppContext, me: Caller, query: StatisticsRangeQuery): ManagerFilter {
  const actor = me.actor;
  if (!seesManagerPages(actor)) throw forbidden();
  const today = bucharestDay(ctx.clock.now());
  return { ...dayRange(query.from, query.to, flexRange(today)), today, groups: managedGroups(actor) };
}

/** Whether the office's statistics name people (statisticsPerPerson, decisions §25): the office's value governs this table. */
async function namesPeople(ctx: AppContext): Promise<boolean> {
  return statisticsNamePeople(await buildingSettings(ctx.db, OFFICE));
}

/**
 * Attendance per member of the groups the caller manages (decisions §10), by group then name;
 * without names (decisions §25), per group: its members' sums, so every total stays the same.
 */
export async function managerStatistics(ctx: AppContext, me: Caller, query: StatisticsRangeQuery): Promise<ManagerStats[]> {
  const filter = managerFilter(ctx, me, query);
  if (!(await namesPeople(ctx))) return (await managerGroupRows(ctx.db, filter)).map(presentManagerGroup);
  return (await managerRows(ctx.db, filter, null, null)).map(presentManagerStats);
}

/** The same table for Manager.csv: its columns (no person's without names) and its rows in batches. */
export async function managerStatisticsExport(
  ctx: AppContext,
  me: Caller,
  query: StatisticsRangeQuery,
): Promise<{ columns: Column<ManagerStats>[]; batches: AsyncIterable<ManagerStats[]> }> {
  const filter = managerFilter(ctx, me, query);
  // A line per group: as many as there are groups, read at once.
  if (!(await namesPeople(ctx))) {
    return { columns: MANAGER_GROUP_COLUMNS, batches: oneBatch((await managerGroupRows(ctx.db, filter)).map(presentManagerGroup)) };
  }
  const batches = keysetBatches<ManagerRow, ManagerKey | null>(
    (after) => managerRows(ctx.db, filter, after, EXPORT_BATCH),
    null,
    (r) => ({ groupName: r.group_name, groupId: r.group_id, name: r.name, uuid: r.uuid }),
  );
  return { columns: MANAGER_COLUMNS, batches: mapBatches(batches, presentManagerStats) };
}
