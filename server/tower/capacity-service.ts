import { TOWER } from '../../domain/buildings.js';
import { addDays, bucharestDay, weekday } from '../../domain/time.js';
import { arrivalType } from '../../domain/tower/admin-rules.js';
import { capacityOf, openSpaces, TYPE, type RequestType } from '../../domain/tower/engine.js';
import {
  arrivalSpace,
  keepsAny,
  keptSpaces,
  prioritySettings,
  prioritySpacesOfDay,
  type PriorityKind,
} from '../../domain/tower/priority.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import type { BuildingSettings } from '../../domain/settings.js';
import { buildingSettings } from '../settings/queries.js';
import { countPermanentCars } from './cars-queries.js';
import { countOfTypes, dayLogSize, heldPriority, requesterKinds, waitingKinds } from './parking-queries.js';

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

/** The tower's settings an arrival reads: the caller holds them already, read once for all its days. */
export type ArrivalSettings = Pick<BuildingSettings, 'fridayCutoffHour' | 'electricSpaces' | 'accessibleSpaces'>;

/**
 * What a request arriving on a day gets, under the day's lock (decisions §7, §26): once the first
 * round has shared the day out, a free space at once (a priority one when it matches a kept kind),
 * unless every free space is kept for a kind it does not match while a request of that kind waits.
 */
export async function arrivalOf(
  q: Queryable,
  r: { day: string; userId: string; carId: string; now: Date },
  s: ArrivalSettings,
): Promise<{ type: RequestType; priority: PriorityKind | null }> {
  const waiting = { type: TYPE.queue, priority: null };
  const spaces = await freeSpaces(q, r.day);
  if (arrivalType(r.day, r.now, s.fridayCutoffHour, spaces.free) === TYPE.queue) return waiting;
  const day = prioritySpacesOfDay(spaces.open, prioritySettings(s));
  // No priority spaces: §7's arrival, without reading who the requester is.
  if (!keepsAny(day)) return { type: TYPE.first, priority: null };
  const kept = keptSpaces(day, await heldPriority(q, r.day, ALLOCATED), spaces.free);
  const space = arrivalSpace(await requesterKinds(q, r.userId, r.carId), spaces.free, kept, await waitingKinds(q, r.day, TYPE.queue));
  return space ? { type: TYPE.first, priority: space.priority } : waiting;
}
