import type { Queryable } from '../db/connection.js';
import { DESK_DAY_ABSENT, TOWER_DAY_ABSENT } from './absence-queries.js';

// SQL of bans and of the scores that lead to them (both buildings).
// `status <> 'cancelled'` is STATUS.cancelled, written as the partial indexes of desk_reservations are.

/** The end of the user's current ban, if any (any building unless one is named). */
export async function activeBanUntil(q: Queryable, uuid: string, now: Date, building?: string): Promise<Date | null> {
  const { rows } = await q.query<{ until: Date | null }>(
    'SELECT max(until) AS until FROM bans WHERE user_uuid = $1 AND until > $2 AND ($3::text IS NULL OR building = $3)',
    [uuid, now, building ?? null],
  );
  return rows[0]?.until ? new Date(rows[0].until) : null;
}

// A desk no-show (decisions §6, §13): a live reservation the attendance list left unused, or one
// the auto-release cancelled that no later list marked used, on a day no absence of its holder
// covers (decisions §20). The two queries below say it alike.

/** Desk no-shows of a user, on the days after `after` up to `upTo`. */
export async function deskNoShows(q: Queryable, uuid: string, after: string, upTo: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM desk_reservations r
      WHERE r.uuid = $1 AND r.day > $2 AND r.day <= $3
        AND ((r.reservation_used = false AND r.status <> 'cancelled') OR (r.released AND r.reservation_used IS NOT TRUE))
        AND NOT ${DESK_DAY_ABSENT}`,
    [uuid, after, upTo],
  );
  return rows[0]?.n ?? 0;
}

/** For each of these users: their desk no-shows on the days after `after` up to `upTo`, and whether a ban of the building runs at `now`. */
export async function deskStandings(
  q: Queryable,
  uuids: string[],
  building: string,
  after: string,
  upTo: string,
  now: Date,
): Promise<{ uuid: string; no_shows: number; banned: boolean }[]> {
  // The window's reservations read once (a range of the day index), not once per user.
  const { rows } = await q.query<{ uuid: string; no_shows: number; banned: boolean }>(
    `WITH counted AS (
       SELECT r.uuid, count(*)::int AS n FROM desk_reservations r
        WHERE r.day > $3 AND r.day <= $4 AND r.uuid = ANY ($1::uuid[])
          AND ((r.reservation_used = false AND r.status <> 'cancelled') OR (r.released AND r.reservation_used IS NOT TRUE))
          AND NOT ${DESK_DAY_ABSENT}
        GROUP BY r.uuid
     )
     SELECT u.uuid, COALESCE(c.n, 0) AS no_shows,
            EXISTS (SELECT 1 FROM bans b WHERE b.user_uuid = u.uuid AND b.building = $2 AND b.until > $5) AS banned
       FROM unnest($1::uuid[]) AS u(uuid) LEFT JOIN counted c ON c.uuid = u.uuid`,
    [uuids, building, after, upTo, now],
  );
  return rows;
}

/** Who of these users has a ban of the building running at `now`. */
export async function usersBannedAt(q: Queryable, uuids: string[], building: string, now: Date): Promise<string[]> {
  const { rows } = await q.query<{ uuid: string }>(
    'SELECT DISTINCT user_uuid::text AS uuid FROM bans WHERE user_uuid = ANY ($1::uuid[]) AND building = $2 AND until > $3',
    [uuids, building, now],
  );
  return rows.map((r) => r.uuid);
}

/** The tower indiscipline score of a user, on the days after `after` up to `upTo` that no absence of theirs covers (decisions §20). */
export async function towerIndisciplineScore(q: Queryable, uuid: string, after: string, upTo: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT COALESCE(sum(indiscipline_score), 0)::int AS n FROM parking_reservations p
      WHERE p.user_id = $1 AND p.reservation_date > $2 AND p.reservation_date <= $3
        AND NOT ${TOWER_DAY_ABSENT}`,
    [uuid, after, upTo],
  );
  return rows[0]?.n ?? 0;
}

/** The bans of a building still running at `now`, with the instant each began. */
export async function runningBans(q: Queryable, uuid: string, building: string, now: Date): Promise<{ id: number; since: Date }[]> {
  const { rows } = await q.query<{ id: number; since: Date }>(
    'SELECT id, since FROM bans WHERE user_uuid = $1 AND building = $2 AND until > $3 ORDER BY since',
    [uuid, building, now],
  );
  return rows;
}

/** Ends a ban at `now`; its row stays as the history of what happened. */
export async function endBan(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query('UPDATE bans SET until = $2 WHERE id = $1 AND until > $2', [id, now]);
}

export async function insertBan(q: Queryable, uuid: string, building: string, since: Date, until: Date): Promise<void> {
  await q.query('INSERT INTO bans (user_uuid, building, since, until) VALUES ($1, $2, $3, $4)', [uuid, building, since, until]);
}

/** Bans these users of the building from `since` to `until`, in one statement. */
export async function insertBans(q: Queryable, uuids: string[], building: string, since: Date, until: Date): Promise<void> {
  await q.query('INSERT INTO bans (user_uuid, building, since, until) SELECT u, $2, $3, $4 FROM unnest($1::uuid[]) AS u', [
    uuids,
    building,
    since,
    until,
  ]);
}
