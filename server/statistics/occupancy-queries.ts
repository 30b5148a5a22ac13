import type { Queryable } from '../db/connection.js';

// SQL of the occupancy per day (the chart of /birouri/statistics): a series of weekdays, not rows.
// Floor and group filter the desks and the reservations as the table of reservations does;
// "present" is domain/statistics.ts isPresent: COALESCE(reservation_used, status = 'busy'); "reserved"
// counts released reservations too (decisions §13: booked, not present).

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
  // The range's reservations are counted per day first (an index range scan of day): joined to
  // the series directly, the planner, blind to the series' length, hashed the whole table (every
  // year of history) for a chart of 90 days.
  const { rows } = await q.query<OccupancyRow>(
    `WITH counted AS (
       SELECT r.day, count(*)::int AS reserved,
              count(*) FILTER (WHERE COALESCE(r.reservation_used, r.status = 'busy'))::int AS present
         FROM desk_reservations r
        WHERE (r.status <> 'cancelled' OR r.released) AND r.day BETWEEN $1::date AND $2::date
          AND ($3::numeric IS NULL OR split_part(r.desk_id, '-', 1)::numeric = $3)
          AND ($4::text IS NULL OR r.group_id = $4)
        GROUP BY r.day
     )
     SELECT g.day::date::text AS date,
            (SELECT count(*)::int FROM desks d WHERE ($3::int IS NULL OR d.floor = $3) AND ($4::text IS NULL OR $4 = ANY (d.groups_id_list))) AS desks,
            COALESCE(c.reserved, 0) AS reserved, COALESCE(c.present, 0) AS present
       FROM generate_series($1::date, $2::date, interval '1 day') AS g(day)
       LEFT JOIN counted c ON c.day = g.day::date
      WHERE extract(isodow FROM g.day) < 6
      ORDER BY g.day`,
    [from, to, floor, groupId],
  );
  return rows;
}
