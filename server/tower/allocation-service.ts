import { TOWER } from '../../domain/buildings.js';
import { nextWorkingDay } from '../../domain/desks/rules.js';
import { addDays, bucharestDay } from '../../domain/time.js';
import { roundOutcome, TYPE, type RequestType } from '../../domain/tower/engine.js';
import type { Queryable } from '../db/connection.js';
import { buildingSettings } from '../settings/queries.js';
import { ALLOCATED, freeSpaces } from './capacity-service.js';
import { tellTowerRequests } from './heard.js';
import { towerIndiscipline } from './indiscipline-queries.js';
import { lockDay, parkingListOfDay, requestsOfDay, setTypes } from './parking-queries.js';

// The rounds of decisions §7. Each runs in the scheduler's transaction, which also claims the
// round's due time: a round runs once, whichever process runs it.

/**
 * Shares a day's free spaces among its waiting requests, in the order of decisions §7, under
 * the day's lock, as the round's outcome says; answers that outcome (request id → its new type).
 */
async function allocateDay(tx: Queryable, day: string, now: Date, round: 'first' | 'second'): Promise<Map<string, RequestType>> {
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
  if (outcome.size > 0) await setTypes(tx, [...outcome.keys()], [...outcome.values()]);
  return outcome;
}

const having = (outcome: Map<string, RequestType>, type: RequestType) => [...outcome].filter(([, t]) => t === type).map(([id]) => id);

/**
 * First round, at the Friday cut-off: next week's waiting requests get the free spaces (type first),
 * Monday to Friday, heard as tower.allocated at `now`; true when a webhook listens.
 */
export async function firstRound(tx: Queryable, dueAt: Date, now: Date): Promise<boolean> {
  const monday = addDays(bucharestDay(dueAt), 3);
  const granted: string[] = [];
  for (let i = 0; i < 5; i++) granted.push(...having(await allocateDay(tx, addDays(monday, i), dueAt, 'first'), TYPE.first));
  // The whole week's winners in one read, after the writes.
  return tellTowerRequests(tx, 'tower.allocated', granted, now);
}

/**
 * Second round, at the deadline hour of the working day before D: D's waiting requests get
 * what is left (type second, heard as tower.allocated), the rest are not allocated (tower.unallocated);
 * answers D's list, where to send it, and whether a webhook heard it.
 */
export async function secondRound(
  tx: Queryable,
  dueAt: Date,
  now: Date,
): Promise<{ day: string; list: string[][]; sendTo: string; heard: boolean }> {
  const day = nextWorkingDay(bucharestDay(dueAt));
  const outcome = await allocateDay(tx, day, dueAt, 'second');
  const allocated = await tellTowerRequests(tx, 'tower.allocated', having(outcome, TYPE.second), now);
  const unallocated = await tellTowerRequests(tx, 'tower.unallocated', having(outcome, TYPE.notAllocated), now);
  const list = (await parkingListOfDay(tx, day, ALLOCATED)).map((r) => [r.license_plate, r.brand, r.owner]);
  return { day, list, sendTo: (await buildingSettings(tx, TOWER)).sendParkingListToEmail, heard: allocated || unallocated };
}
