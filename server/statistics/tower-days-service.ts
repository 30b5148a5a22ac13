import { TOWER } from '../../domain/buildings.js';
import type { StatisticsRangeQuery } from '../../domain/schemas/statistics.js';
import { TOWER_DAY_TYPES } from '../../domain/statistics.js';
import { addDays, weekday } from '../../domain/time.js';
import { capacityOf, TYPE } from '../../domain/tower/engine.js';
import type { Caller } from '../identity/actor.js';
import type { AppContext } from '../context.js';
import { buildingSettings } from '../settings/queries.js';
import { EXPORT_BATCH } from './file-replies.js';
import { presentTowerDay, type TowerDay } from './tower-days-presenter.js';
import { towerDayRows } from './tower-days-queries.js';
import { adminStatisticsRange } from './scope.js';

const TYPES = { cancelled: TYPE.cancelled, ...TOWER_DAY_TYPES };

/**
 * The days of [from, to] with their places: the capacity of decisions §7 (capacityOf, as the
 * allocation counts it: the day log, else the weekday's setting, else maxParkingSpaces).
 */
async function daysOf(ctx: AppContext, from: string, to: string): Promise<TowerDay[]> {
  const settings = await buildingSettings(ctx.db, TOWER);
  const rows = await towerDayRows(ctx.db, from, to, TYPES);
  return rows.map((r) => presentTowerDay(r, capacityOf(weekday(r.date), r.parking_size, settings)));
}

/** The tower's table per working day (tower §9, decisions §10), the current month by default. */
export async function towerDays(ctx: AppContext, me: Caller, query: StatisticsRangeQuery): Promise<TowerDay[]> {
  const range = adminStatisticsRange(ctx, me, TOWER, query);
  return daysOf(ctx, range.from, range.to);
}

/** The same table in batches of at most EXPORT_BATCH calendar days (fewer working days), for the workbook. */
export async function towerDaysBatches(ctx: AppContext, me: Caller, query: StatisticsRangeQuery): Promise<AsyncIterable<TowerDay[]>> {
  const range = adminStatisticsRange(ctx, me, TOWER, query);
  return (async function* () {
    for (let from = range.from; from <= range.to; from = addDays(from, EXPORT_BATCH)) {
      const last = addDays(from, EXPORT_BATCH - 1);
      const rows = await daysOf(ctx, from, last < range.to ? last : range.to);
      if (rows.length > 0) yield rows;
    }
  })();
}
