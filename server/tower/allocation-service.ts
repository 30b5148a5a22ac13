import { TOWER } from '../../domain/buildings.js';
import { nextWorkingDay } from '../../domain/desks/rules.js';
import { addDays, bucharestDay } from '../../domain/time.js';
import { roundOutcome, TYPE } from '../../domain/tower/engine.js';
import type { Queryable } from '../db/connection.js';
import { buildingSettings } from '../settings/queries.js';
import { ALLOCATED, freeSpaces } from './capacity-service.js';
import { towerIndiscipline } from './indiscipline-queries.js';
import { lockDay, parkingListOfDay, requestsOfDay, setTypes } from './parking-queries.js';

// The rounds of decisions §7. Each runs in the scheduler's transaction, which also claims the
// round's due time: a round runs once, whichever process runs it.

/**
 * Shares a day's free spaces among its waiting requests, in the order of decisions §7, under
 * the day's lock, as the round's outcome says.
 */
async function allocateDay(tx: Queryable, day: string, now: Date, round: 'first' | 'second'): Promise<void> {
  await lockDay(tx, day);
  const { free } = await freeSpaces(tx, day);
  const waiting = await requestsOfDay(tx, day, [TYPE.queue]);
  const s = await buildingSettings(tx, TOWER);
  const scores = await towerIndiscipline(
    tx,
    [...new Set(waiting.map((r) => r.user_id))],
    bucharestDay(now),
    s.calculateSortingIndisciplineDays,
  );
  const outcome = roundOutcome(
    round,
    waiting.map((r) => ({ id: r.id, userId: r.user_id, dateAdded: new Date(r.date_added) })),
    free,
    (u) => scores.get(u) ?? 0,
  );
  if (outcome.size === 0) return;
  await setTypes(tx, [...outcome.keys()], [...outcome.values()]);
}

/** First round, at the Friday cut-off: next week's waiting requests get the free spaces (type first), Monday to Friday. */
export async function firstRound(tx: Queryable, dueAt: Date): Promise<void> {
  const monday = addDays(bucharestDay(dueAt), 3);
  for (let i = 0; i < 5; i++) await allocateDay(tx, addDays(monday, i), dueAt, 'first');
}

/**
 * Second round, at the deadline hour of the working day before D: D's waiting requests get
 * what is left (type second), the rest are not allocated; answers D's list and where to send it.
 */
export async function secondRound(tx: Queryable, dueAt: Date): Promise<{ day: string; list: string[][]; sendTo: string }> {
  const day = nextWorkingDay(bucharestDay(dueAt));
  await allocateDay(tx, day, dueAt, 'second');
  const list = (await parkingListOfDay(tx, day, ALLOCATED)).map((r) => [r.license_plate, r.brand, r.owner]);
  return { day, list, sendTo: (await buildingSettings(tx, TOWER)).sendParkingListToEmail };
}
