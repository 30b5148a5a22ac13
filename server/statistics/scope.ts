import { OFFICE, TOWER } from '../../domain/buildings.js';
import { dayRange, flexRange, monthRange, type DayRange } from '../../domain/date-range.js';
import { isAdminOf } from '../../domain/policy.js';
import { bucharestDay } from '../../domain/time.js';
import type { Caller } from '../identity/actor.js';
import type { AppContext } from '../context.js';
import { forbidden } from '../errors.js';

/** The range a building's statistics default to (decisions §10): the flexible office from 2021-02-08, the tower the current month. */
const DEFAULT_RANGE = { [OFFICE]: flexRange, [TOWER]: monthRange } as const;

/**
 * The administrators' tables of a building: only its administrators read them, and the range
 * asked for is understood by the date rules (domain/date-range.ts) with the building's default.
 * Answers the range and today (Bucharest), which some tables also need.
 */
export function adminStatisticsRange(
  ctx: AppContext,
  me: Caller,
  building: typeof OFFICE | typeof TOWER,
  query: { from?: string; to?: string },
): DayRange & { today: string } {
  if (!isAdminOf(me.actor, building)) throw forbidden();
  const today = bucharestDay(ctx.clock.now());
  return { ...dayRange(query.from, query.to, DEFAULT_RANGE[building](today)), today };
}
