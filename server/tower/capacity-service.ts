import { TOWER } from '../../domain/buildings.js';
import { addDays, bucharestDay, weekday } from '../../domain/time.js';
import { capacityOf, openSpaces, TYPE } from '../../domain/tower/engine.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { buildingSettings } from '../settings/queries.js';
import { countPermanentCars } from './cars-queries.js';
import { countOfTypes, dayLogSize } from './parking-queries.js';

/** The request types that hold a space of their day: allocated in the first or the second round. */
export const ALLOCATED = [TYPE.first, TYPE.second] as const;

export interface DaySpaces {
  capacity: number;
  open: number;
  taken: number;
  free: number;
}

/**
 * Spaces of a day (decisions §7): its capacity, the spaces open to requests (capacity less the
 * active permanent-access cars) and those still free. Commands call it under the day's lock.
 */
export async function freeSpaces(q: Queryable, day: string): Promise<DaySpaces> {
  const capacity = capacityOf(weekday(day), await dayLogSize(q, day), await buildingSettings(q, TOWER));
  const open = openSpaces(capacity, await countPermanentCars(q));
  const taken = await countOfTypes(q, day, ALLOCATED);
  return { capacity, open, taken, free: Math.max(0, open - taken) };
}

/** The spaces of a day, tomorrow when no day is named. */
export function daySpaces(ctx: AppContext, day?: string): Promise<DaySpaces> {
  return freeSpaces(ctx.db, day ?? addDays(bucharestDay(ctx.clock.now()), 1));
}
