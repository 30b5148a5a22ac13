import type { Queryable } from '../db/connection.js';
import { TOWER_DAY_ABSENT } from '../discipline/absence-queries.js';

// SQL of the tower's indiscipline: absences are scored on the requests themselves.

/** Tower indiscipline of users over the last `days` days up to `today`, but on days their absence covers (decisions §20). */
export async function towerIndiscipline(q: Queryable, userIds: string[], today: string, days: number): Promise<Map<string, number>> {
  const { rows } = await q.query<{ user_id: string; score: number }>(
    `SELECT p.user_id, sum(p.indiscipline_score)::int AS score FROM parking_reservations p
      WHERE p.user_id = ANY($1::uuid[]) AND p.reservation_date > ($2::date - $3::int) AND p.reservation_date <= $2::date
        AND NOT ${TOWER_DAY_ABSENT}
      GROUP BY p.user_id`,
    [userIds, today, days],
  );
  return new Map(rows.map((r) => [r.user_id, r.score]));
}

/** The users of a building (their building or their building list), by name. */
export async function usersOfBuilding(q: Queryable, building: string): Promise<{ uuid: string; name: string }[]> {
  const { rows } = await q.query<{ uuid: string; name: string }>(
    'SELECT uuid, name FROM users WHERE building = $1 OR $1 = ANY (building_list) ORDER BY name',
    [building],
  );
  return rows;
}

export async function userById(q: Queryable, uuid: string): Promise<{ uuid: string; name: string }[]> {
  const { rows } = await q.query<{ uuid: string; name: string }>('SELECT uuid, name FROM users WHERE uuid = $1', [uuid]);
  return rows;
}

/** Takes back every indiscipline of a user's requests. */
export async function clearIndiscipline(q: Queryable, uuid: string): Promise<void> {
  await q.query('UPDATE parking_reservations SET indiscipline_score = 0 WHERE user_id = $1', [uuid]);
}
