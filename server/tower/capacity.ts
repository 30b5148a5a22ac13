import { capacityOf, openSpaces } from '../../domain/tower/engine.js';
import { weekday } from '../../domain/time.js';
import type { Queryable } from '../db/connection.js';
import { settingsOf } from '../settings/service.js';

/** Locks a day of the tower: every change to its allocation holds this lock first. */
export async function lockDay(tx: Queryable, day: string): Promise<void> {
  await tx.query('INSERT INTO parking_days (date) VALUES ($1) ON CONFLICT (date) DO NOTHING', [day]);
  await tx.query('SELECT date FROM parking_days WHERE date = $1 FOR UPDATE', [day]);
}

export async function permanentCars(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM cars WHERE active AND permanent_access');
  return rows[0]?.n ?? 0;
}

/** Capacity of a day from its sources (decisions §7). */
export async function dayCapacity(q: Queryable, day: string): Promise<number> {
  const { rows } = await q.query<{ parking_size: number }>('SELECT parking_size FROM parking_day_log WHERE date = $1', [day]);
  return capacityOf(weekday(day), rows[0]?.parking_size ?? null, await settingsOf(q, '2'));
}

/** Spaces of a day still free for requests: open spaces less the requests already allocated (types 1 and 2). */
export async function freeSpaces(q: Queryable, day: string): Promise<{ capacity: number; open: number; taken: number; free: number }> {
  const capacity = await dayCapacity(q, day);
  const open = openSpaces(capacity, await permanentCars(q));
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM parking_reservations WHERE reservation_date = $1 AND type IN (1, 2)', [day]);
  const taken = rows[0]?.n ?? 0;
  return { capacity, open, taken, free: Math.max(0, open - taken) };
}

/** Tower indiscipline of users over the last `days` days up to `today` (absences, type 3). */
export async function towerIndiscipline(q: Queryable, userIds: string[], today: string, days: number): Promise<Map<string, number>> {
  const { rows } = await q.query<{ user_id: string; score: number }>(
    `SELECT user_id, sum(indiscipline_score)::int AS score FROM parking_reservations
      WHERE user_id = ANY($1) AND reservation_date > ($2::date - $3::int) AND reservation_date <= $2::date
      GROUP BY user_id`,
    [userIds, today, days],
  );
  return new Map(rows.map((r) => [r.user_id, r.score]));
}
