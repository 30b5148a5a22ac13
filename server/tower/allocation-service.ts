import { TOWER } from '../../domain/buildings.js';
import { nextWorkingDay } from '../../domain/desks/rules.js';
import { addDays, bucharestDay } from '../../domain/time.js';
import { TYPE, type RequestType } from '../../domain/tower/engine.js';
import {
  keepsAny,
  keptSpaces,
  NO_PRIORITY,
  planType,
  prioritySettings,
  prioritySpacesOfDay,
  roundPlan,
} from '../../domain/tower/priority.js';
import type { Queryable } from '../db/connection.js';
import { buildingSettings } from '../settings/queries.js';
import { ALLOCATED, freeSpaces } from './capacity-service.js';
import { tellTowerRequests } from './heard.js';
import { towerIndiscipline } from './indiscipline-queries.js';
import { heldPriority, lockDay, parkingListOfDay, requestsOfDay, setOutcomes } from './parking-queries.js';
import { insertRound } from './rounds-queries.js';

// The rounds of decisions §7. Each runs in the scheduler's transaction, which also claims the
// round's due time: a round runs once, whichever process runs it.

interface DayRound {
  outcome: Map<string, RequestType>;
  roundId: string | null;
}

/**
 * Shares a day's free spaces among its waiting requests, under the day's lock, in the order of
 * decisions §7 with the priority spaces of §26, and writes the round's whole order as it ran;
 * answers the outcome (request id → its new type; a request still waiting after the first round is left out)
 * and the round's id (null when nothing waited: no round is written).
 */
async function allocateDay(tx: Queryable, day: string, now: Date, round: 'first' | 'second'): Promise<DayRound> {
  await lockDay(tx, day);
  const spaces = await freeSpaces(tx, day);
  const waiting = await requestsOfDay(tx, day, [TYPE.queue]);
  const outcome = new Map<string, RequestType>();
  if (waiting.length === 0) return { outcome, roundId: null };
  const s = await buildingSettings(tx, TOWER);
  const scores = await towerIndiscipline(
    tx,
    [...new Set(waiting.map((r) => r.user_id))],
    bucharestDay(now),
    s.calculateSortingIndisciplineDays,
  );
  const score = (u: string) => scores.get(u) ?? 0;
  const dayPriority = prioritySpacesOfDay(spaces.open, prioritySettings(s));
  // No priority spaces: §7's round, without counting who holds one.
  const held = keepsAny(dayPriority) ? await heldPriority(tx, day, ALLOCATED) : NO_PRIORITY;
  const kept = keptSpaces(dayPriority, held, spaces.free);
  const candidates = waiting.map((r) => ({ ...r, userId: r.user_id, dateAdded: new Date(r.date_added) }));
  const plan = roundPlan(candidates, spaces.free, kept, score);
  const decided = plan.filter((e) => e.granted || round === 'second');
  for (const e of decided) outcome.set(e.request.id, planType(round, e.granted));
  if (decided.length > 0)
    await setOutcomes(
      tx,
      decided.map((e) => e.request.id),
      decided.map((e) => outcome.get(e.request.id)!),
      decided.map((e) => e.priority),
    );
  const roundId = await insertRound(
    tx,
    { day, round, ranAt: now, open: spaces.open, free: spaces.free, electricSpaces: kept.electric, accessibleSpaces: kept.accessible },
    plan.map((e) => ({
      requestId: e.request.id,
      position: e.position,
      indiscipline: score(e.request.user_id),
      dateAdded: e.request.dateAdded,
      electric: e.request.electric,
      accessible: e.request.accessible,
      priority: e.priority,
      outcome: planType(round, e.granted),
      rule: e.rule,
    })),
  );
  return { outcome, roundId };
}

const having = ({ outcome }: DayRound, type: RequestType) => [...outcome].filter(([, t]) => t === type).map(([id]) => id);
const written = (rounds: DayRound[]) => rounds.flatMap((r) => (r.roundId ? [r.roundId] : []));

/**
 * First round, at the Friday cut-off: next week's waiting requests get the free spaces (type first),
 * Monday to Friday, heard as tower.allocated at `now`; answers the week's Monday, the rounds written and whether a webhook listens.
 */
export async function firstRound(tx: Queryable, dueAt: Date, now: Date): Promise<{ monday: string; roundIds: string[]; heard: boolean }> {
  const monday = addDays(bucharestDay(dueAt), 3);
  const rounds: DayRound[] = [];
  for (let i = 0; i < 5; i++) rounds.push(await allocateDay(tx, addDays(monday, i), dueAt, 'first'));
  // The whole week's winners in one read, after the writes.
  const heard = await tellTowerRequests(
    tx,
    'tower.allocated',
    rounds.flatMap((r) => having(r, TYPE.first)),
    now,
  );
  return { monday, roundIds: written(rounds), heard };
}

/**
 * Second round, at the deadline hour of the working day before D: D's waiting requests get
 * what is left (type second, heard as tower.allocated), the rest are not allocated (tower.unallocated);
 * answers D, the round written, D's list, where to send it, and whether a webhook heard it.
 */
export async function secondRound(
  tx: Queryable,
  dueAt: Date,
  now: Date,
): Promise<{ day: string; roundIds: string[]; list: string[][]; sendTo: string; heard: boolean }> {
  const day = nextWorkingDay(bucharestDay(dueAt));
  const outcome = await allocateDay(tx, day, dueAt, 'second');
  const allocated = await tellTowerRequests(tx, 'tower.allocated', having(outcome, TYPE.second), now);
  const unallocated = await tellTowerRequests(tx, 'tower.unallocated', having(outcome, TYPE.notAllocated), now);
  // A priority space is marked, never its kind: an accessible one would tell a person's health (decisions §26).
  const list = (await parkingListOfDay(tx, day, ALLOCATED)).map((r) => [r.license_plate, r.brand, r.owner, r.priority ? 'Da' : '']);
  const sendTo = (await buildingSettings(tx, TOWER)).sendParkingListToEmail;
  return { day, roundIds: written([outcome]), list, sendTo, heard: allocated || unallocated };
}
