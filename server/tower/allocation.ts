import { roundOutcome, TYPE } from '../../domain/tower/engine.js';
import { bucharestDay } from '../../domain/time.js';
import type { Queryable } from '../db/connection.js';
import { numericSetting } from '../settings/service.js';
import { freeSpaces, lockDay, towerIndiscipline } from './capacity.js';

interface WaitingRow {
  id: string;
  user_id: string;
  date_added: Date;
}

/**
 * Shares a day's free spaces among its waiting requests, in the order of decisions §7, under
 * the day's lock, as the round's outcome says.
 */
export async function allocateDay(tx: Queryable, day: string, now: Date, round: 'first' | 'second'): Promise<void> {
  await lockDay(tx, day);
  const { free } = await freeSpaces(tx, day);
  const { rows } = await tx.query<WaitingRow>('SELECT id, user_id, date_added FROM parking_reservations WHERE reservation_date = $1 AND type = $2', [day, TYPE.queue]);
  const days = await numericSetting(tx, '2', 'calculateSortingIndisciplineDays', 60);
  const scores = await towerIndiscipline(tx, [...new Set(rows.map((r) => r.user_id))], bucharestDay(now), days);
  const outcome = roundOutcome(
    round,
    rows.map((r) => ({ id: r.id, userId: r.user_id, dateAdded: new Date(r.date_added) })),
    free,
    (u) => scores.get(u) ?? 0,
  );
  if (outcome.size === 0) return;
  await tx.query('UPDATE parking_reservations p SET type = o.type FROM unnest($1::uuid[], $2::int[]) AS o(id, type) WHERE p.id = o.id', [
    [...outcome.keys()],
    [...outcome.values()],
  ]);
}
