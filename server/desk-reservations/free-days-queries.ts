import type { Queryable } from '../db/connection.js';

// SQL of the week strip's free desks (issue #14, point 5). `r.status <> 'cancelled'` is
// STATUS.cancelled, written as the partial index desk_reservations_one_per_desk_day is, so that it serves.

/**
 * Each day of from..to (both included) with the desks of the group that are free that day: no
 * holder (Manager/Reserved) and no live reservation, as the map shows a desk 'free'. One row per day.
 */
export async function freeDesksByDay(q: Queryable, groupId: string, from: string, to: string): Promise<{ day: string; free: number }[]> {
  const { rows } = await q.query<{ day: string; free: number }>(
    `WITH open_desks AS (SELECT desk_id FROM desks WHERE $1 = ANY (groups_id_list) AND manager IS NULL)
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
            (SELECT count(*)::int FROM open_desks o
              WHERE NOT EXISTS (SELECT 1 FROM desk_reservations r WHERE r.desk_id = o.desk_id AND r.day = d.day::date AND r.status <> 'cancelled')) AS free
       FROM generate_series($2::date, $3::date, interval '1 day') AS d(day)
      ORDER BY d.day`,
    [groupId, from, to],
  );
  return rows;
}
