import { OFFICE } from '../../domain/buildings.js';
import { dayRange, flexRange } from '../../domain/date-range.js';
import { isAdminOf } from '../../domain/policy.js';
import type { OccupancyQuery } from '../../domain/schemas/statistics.js';
import { bucharestDay } from '../../domain/time.js';
import type { UserRow } from '../accounts/presenter.js';
import { actorOf } from '../accounts/subject.js';
import type { AppContext } from '../context.js';
import { forbidden } from '../http/errors.js';
import { occupancyPerDay, type OccupancyRow } from './occupancy-queries.js';

/**
 * Desks reserved and present per weekday against the desks there are (of the floor or group
 * asked for), aggregated by the database: what the chart draws, whatever the range's size.
 */
export async function occupancy(ctx: AppContext, me: UserRow, query: OccupancyQuery): Promise<OccupancyRow[]> {
  if (!isAdminOf(actorOf(me), OFFICE)) throw forbidden();
  const { from, to } = dayRange(query.from, query.to, flexRange(bucharestDay(ctx.clock.now())));
  return occupancyPerDay(ctx.db, from, to, query.floor ?? null, query.groupId ?? null);
}
