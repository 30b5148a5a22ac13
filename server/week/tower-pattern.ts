import { canEnter, TOWER } from '../../domain/buildings.js';
import { patternDateAdded, towerPatternDays } from '../../domain/week/tower-days.js';
import type { Queryable } from '../db/connection.js';
import { buildingSettings } from '../settings/queries.js';
import { shareCar } from '../tower/cars-queries.js';
import { tellPlaced } from '../tower/heard.js';
import { holdAccounts } from '../identity/user-queries.js';
import { lockDay, requestsByIds } from '../tower/parking-queries.js';
import { placeRequest } from '../tower/requests-service.js';
import { markPatternDay, owedPairs, type Candidate } from './tower-pattern-queries.js';

// The tower's part of the work pattern (decisions §20 on §7): as each of a person's `towerDays`
// enters their window, a parking request is made for it with their car, queued like anyone's.
// pattern_days (building '2') remembers each day made once: a request the person cancels stays cancelled.

/** A request the pattern made. */
export interface PatternRequest {
  uuid: string;
  day: string;
  id: string;
  type: number;
}

/** The pairs owed to people who may enter the tower (the rule of domain/buildings.ts, not SQL's). */
async function owed(q: Queryable, days: string[], uuids: string[] | null, now: Date): Promise<Candidate[]> {
  const rows = await owedPairs(q, days, uuids, now);
  return rows.filter((r) => canEnter({ role: r.role, building: r.building, buildingList: r.building_list, adminOf: r.admin_of }, TOWER));
}

/**
 * The people the pattern still owes a request among the days it makes now (`waitingOnly`: those the
 * first round has not shared out yet), in uuid order: the scheduled job takes them in batches.
 */
export async function towerPatternOwing(q: Queryable, now: Date, waitingOnly: boolean): Promise<string[]> {
  const s = await buildingSettings(q, TOWER);
  const rows = await owed(q, towerPatternDays(now, s, [1, 2, 3, 4, 5], waitingOnly), null, now);
  return [...new Set(rows.map((r) => r.uuid))].sort();
}

/**
 * Makes the requests the pattern owes, for everyone or the people named, in the caller's transaction.
 * Each pair is checked again under its day's lock (taken in day order, as every command does), then
 * placed through the one path of a person's request (requests-service placeRequest): type first at
 * once on a day already shared out with a space free, else waiting. `date_added` is when the day
 * opened to the person (patternDateAdded); `source` 'pattern'.
 */
export async function makeTowerPatternRequests(
  tx: Queryable,
  now: Date,
  o: { uuids?: string[] | null; waitingOnly?: boolean } = {},
): Promise<PatternRequest[]> {
  const s = await buildingSettings(tx, TOWER);
  const days = towerPatternDays(now, s, [1, 2, 3, 4, 5], o.waitingOnly ?? false);
  const made: PatternRequest[] = [];
  const owing = await owed(tx, days, o.uuids ?? null, now);
  // Every person's row before any day's lock, in uuid order: a deactivation (its row, then its days)
  // waits for this transaction or this one for it, never both; a deactivated person is owed nothing (decisions §25).
  const active = await holdAccounts(tx, [...new Set(owing.map((c) => c.uuid))]);
  for (const c of owing) {
    // The car first, then the day: the order of a person's request (requestParking).
    const car = await shareCar(tx, c.car_id);
    if (!car || !car.active || car.user_id !== c.uuid) continue;
    if (!active.has(c.uuid)) continue;
    await lockDay(tx, c.day);
    // Under the lock: a request, an absence, a ban or another run may have come since the list was read.
    const still = await owed(tx, [c.day], [c.uuid], now);
    if (still.length === 0 || still[0].car_id !== c.car_id) continue;
    if (!(await markPatternDay(tx, c.day, c.uuid))) continue;
    const dateAdded = patternDateAdded(c.day, now, s.fridayCutoffHour, [new Date(c.saved_at), c.ban_ended && new Date(c.ban_ended)]);
    const { id, type } = await placeRequest(tx, { day: c.day, userId: c.uuid, carId: c.car_id, now, dateAdded, source: 'pattern' }, s);
    made.push({ uuid: c.uuid, day: c.day, id, type });
  }
  // Heard as a person's requests are (decisions §23); the callers kick the webhooks' worker when any was made.
  const ids = made.map((m) => m.id);
  if (ids.length) await tellPlaced(tx, () => requestsByIds(tx, ids), now);
  return made;
}

/**
 * The pattern's requests for one person (just after they saved it: every pattern day inside their
 * window now) or, without `uuid`, for everyone, in the caller's transaction. Exported for the
 * pattern's update call.
 */
export function runTowerPatternFor(tx: Queryable, now: Date, uuid?: string): Promise<PatternRequest[]> {
  return makeTowerPatternRequests(tx, now, { uuids: uuid ? [uuid] : null });
}
