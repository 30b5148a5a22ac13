import { banDue } from '../../domain/discipline.js';
import { addDays, bucharestDay } from '../../domain/time.js';
import type { Queryable } from '../db/connection.js';
import { settingsOf } from '../settings/service.js';

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
export function banForDesksIfDue(q: Queryable, uuid: string, now: Date): Promise<Date | null> {
  return banIfDue(q, uuid, '1', now, (today, days) => deskIndiscipline(q, uuid, today, days));
}

/** Bans a tower user for banDays from `now` when their absences over calculateIndisciplineDays reach banAtScore (decisions §7). */
export function banForTowerIfDue(q: Queryable, uuid: string, now: Date): Promise<Date | null> {
  return banIfDue(q, uuid, '2', now, async (today, days) => {
    const { rows } = await q.query<{ n: number }>(
      `SELECT COALESCE(sum(indiscipline_score), 0)::int AS n FROM parking_reservations
        WHERE user_id = $1 AND reservation_date > $2 AND reservation_date <= $3`,
      [uuid, addDays(today, -days), today],
    );
    return rows[0]?.n ?? 0;
  });
}

/** The one ban rule of both buildings (domain/discipline.ts): the score over calculateIndisciplineDays, then banDue. */
async function banIfDue(q: Queryable, uuid: string, building: '1' | '2', now: Date, score: (today: string, days: number) => Promise<number>): Promise<Date | null> {
  if (await activeBanUntil(q, uuid, now, building)) return null;
  const s = await settingsOf(q, building);
  const num = (name: string, fallback: number) => (typeof s[name] === 'number' ? (s[name] as number) : fallback);
  const until = banDue(await score(bucharestDay(now), num('calculateIndisciplineDays', 30)), { banAtScore: num('banAtScore', 3), banDays: num('banDays', 14) }, now);
  if (!until) return null;
  await q.query('INSERT INTO bans (user_uuid, building, since, until) VALUES ($1, $2, $3, $4)', [uuid, building, now, until]);
  return until;
}
