import type { Queryable } from '../db/connection.js';

// SQL of the occupancy per day (the chart of /birouri/statistics): a series of weekdays, not rows.
// Floor and group filter the desks and the reservations as the table of reservations does;
// "present" is domain/statistics.ts isPresent: COALESCE(reservation_used, status = 'busy').

export interface OccupancyRow {
  date: string;
  desks: number;
  reserved: number;
  present: number;
}

export async function occupancyPerDay(
  q: Queryable,
  from: string,
  to: string,
  floor: number | null,
  groupId: string | null,
): Promise<OccupancyRow[]> {
  const { rows } = await q.query<OccupancyRow>(
    `SELECT g.day::date::text AS date,
            (SELECT count(*)::int FROM desks d WHERE ($3::int IS NULL OR d.floor = $3) AND ($4::text IS NULL OR $4 = ANY (d.groups_id_list))) AS desks,
            count(r.id)::int AS reserved,
            count(r.id) FILTER (WHERE COALESCE(r.reservation_used, r.status = 'busy'))::int AS present
       FROM generate_series($1::date, $2::date, interval '1 day') AS g(day)
       LEFT JOIN desk_reservations r
              ON r.day = g.day::date AND r.status <> 'cancelled'
             AND ($3::numeric IS NULL OR split_part(r.desk_id, '-', 1)::numeric = $3)
             AND ($4::text IS NULL OR r.group_id = $4)
      WHERE extract(isodow FROM g.day) < 6
      GROUP BY g.day
      ORDER BY g.day`,
    [from, to, floor, groupId],
  );
  return rows;
}
