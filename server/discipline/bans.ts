import { banDue } from '../../domain/discipline.js';
import { addDays, bucharestDay } from '../../domain/time.js';
import type { Queryable } from '../db/connection.js';
import { numericSetting } from '../settings/service.js';

/** The end of the user's current ban, if any (any building unless one is named). */
export async function activeBanUntil(q: Queryable, uuid: string, now: Date, building?: string): Promise<Date | null> {
  const { rows } = await q.query<{ until: Date | null }>(
    'SELECT max(until) AS until FROM bans WHERE user_uuid = $1 AND until > $2 AND ($3::text IS NULL OR building = $3)',
    [uuid, now, building ?? null],
  );
  return rows[0]?.until ? new Date(rows[0].until) : null;
}

/** Desk no-shows of a user over the last `days` days up to today (decisions §6). */
export async function deskIndiscipline(q: Queryable, uuid: string, today: string, days: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM desk_reservations
      WHERE uuid = $1 AND reservation_used = false AND status <> 'cancelled' AND day > $2 AND day <= $3`,
    [uuid, addDays(today, -days), today],
  );
  return rows[0]?.n ?? 0;
}

/** Bans a user of building 1 for banDays from `now` when their desk indiscipline reaches banAtScore. */
export async function banForDesksIfDue(q: Queryable, uuid: string, now: Date): Promise<Date | null> {
  if (await activeBanUntil(q, uuid, now, '1')) return null;
  const days = await numericSetting(q, '1', 'calculateIndisciplineDays', 30);
  const at = await numericSetting(q, '1', 'banAtScore', 3);
  const banDays = await numericSetting(q, '1', 'banDays', 14);
  const until = banDue(await deskIndiscipline(q, uuid, bucharestDay(now), days), { banAtScore: at, banDays }, now);
  if (!until) return null;
  await q.query('INSERT INTO bans (user_uuid, building, since, until) VALUES ($1, $2, $3, $4)', [uuid, '1', now, until]);
  return until;
}

/** Bans a tower user for banDays from `now` when their absences over calculateIndisciplineDays reach banAtScore (decisions §7). */
export async function banForTowerIfDue(q: Queryable, uuid: string, now: Date): Promise<Date | null> {
  if (await activeBanUntil(q, uuid, now, '2')) return null;
  const days = await numericSetting(q, '2', 'calculateIndisciplineDays', 30);
  const at = await numericSetting(q, '2', 'banAtScore', 3);
  const banDays = await numericSetting(q, '2', 'banDays', 14);
  const { rows } = await q.query<{ n: number }>(
    `SELECT COALESCE(sum(indiscipline_score), 0)::int AS n FROM parking_reservations
      WHERE user_id = $1 AND reservation_date > $2 AND reservation_date <= $3`,
    [uuid, addDays(bucharestDay(now), -days), bucharestDay(now)],
  );
  const until = banDue(rows[0]?.n ?? 0, { banAtScore: at, banDays }, now);
  if (!until) return null;
  await q.query('INSERT INTO bans (user_uuid, building, since, until) VALUES ($1, $2, $3, $4)', [uuid, '2', now, until]);
  return until;
}
