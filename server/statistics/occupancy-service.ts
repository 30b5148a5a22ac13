import { OFFICE } from '../../domain/buildings.js';
import type { OccupancyQuery } from '../../domain/schemas/statistics.js';
import type { OccupancyDay } from '../../domain/schemas/statistics-answers.js';
import type { Caller } from '../identity/actor.js';
import type { AppContext } from '../context.js';
import { occupancyPerDay } from './occupancy-queries.js';
import { adminStatisticsRange } from './scope.js';

/**
 * Desks reserved and present per weekday against the desks there are (of the floor or group
 * asked for), aggregated by the database: what the chart draws, whatever the range's size.
 */
export async function occupancy(ctx: AppContext, me: Caller, query: OccupancyQuery): Promise<OccupancyDay[]> {
  const { from, to } = adminStatisticsRange(ctx, me, OFFICE, query);
  return occupancyPerDay(ctx.db, from, to, query.floor ?? null, query.groupId ?? null);
}
