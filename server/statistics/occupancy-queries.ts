import { TZ } from '../../domain/time.js';
import type { Queryable } from '../db/connection.js';

// SQL of the occupancy per day (the chart of /birouri/statistics and the office's forecast,
// decisions §21): three set-based statements, each aggregated by the database, whatever the
// range's size. Floor and groups filter the desks and the reservations as the table of reservations
// does; "present" is domain/statistics.ts isPresent: COALESCE(reservation_used, status = 'busy');
// "reserved" counts released reservations too (decisions §13: booked, not present); a spot is a
// live reservation's.

export interface OccupancyFilter {
  from: string;
  to: string;
  floor: number | null;
  /** The groups whose desks and reservations count (a manager's); null for all. */
  groups: string[] | null;
}

/** The desks of the filter per floor, floors in order. */
export async function desksPerFloor(q: Queryable, f: OccupancyFilter): Promise<{ floor: number; desks: number }[]> {
  const { rows } = await q.query<{ floor: number; desks: number }>(
    `SELECT d.floor, count(*)::int AS desks FROM desks d
      WHERE ($1::int IS NULL OR d.floor = $1) AND ($2::text[] IS NULL OR d.groups_id_list && $2::text[])
      GROUP BY d.floor ORDER BY d.floor`,
    [f.floor, f.groups],
  );
  return rows;
}

export interface DayFloorCount {
  date: string;
  floor: number;
  reserved: number;
  present: number;
  spots: number;
}

/**
 * The reservations of the range counted per day and floor (a desk's floor is its id's first part,
 * a deleted desk's too). An index range scan of day: the range's rows only, not every year of history.
 */
export async function reservationsPerDayFloor(q: Queryable, f: OccupancyFilter): Promise<DayFloorCount[]> {
  const { rows } = await q.query<DayFloorCount>(
    `SELECT r.day::text AS date, split_part(r.desk_id, '-', 1)::int AS floor, count(*)::int AS reserved,
            count(*) FILTER (WHERE COALESCE(r.reservation_used, r.status = 'busy'))::int AS present,
            count(*) FILTER (WHERE r.parking_spot AND r.status <> 'cancelled')::int AS spots
       FROM desk_reservations r
      WHERE (r.status <> 'cancelled' OR r.released) AND r.day BETWEEN $1::date AND $2::date
        AND ($3::int IS NULL OR split_part(r.desk_id, '-', 1)::int = $3)
        AND ($4::text[] IS NULL OR r.group_id = ANY ($4::text[]))
      GROUP BY r.day, 2`,
    [f.from, f.to, f.floor, f.groups],
  );
  return rows;
}

/**
 * Hours of live room reservations per Bucharest day of their start: the rooms of the floor, and of
 * the groups (a room reservation has no group: its room's say whose it is). Deleted rooms' past stays.
 */
export async function roomHoursPerDay(q: Queryable, f: OccupancyFilter): Promise<{ date: string; hours: number }[]> {
  const { rows } = await q.query<{ date: string; hours: number }>(
    `SELECT (x.date_begin AT TIME ZONE '${TZ}')::date::text AS date,
            (sum(extract(epoch FROM x.date_end - x.date_begin)) / 3600)::float8 AS hours
       FROM room_reservations x JOIN all_rooms ro ON ro.id = x.room_id
      WHERE x.status <> 'cancelled'
        AND tstzrange(x.date_begin, x.date_end, '[)') && tstzrange(($1::date)::timestamp AT TIME ZONE '${TZ}', ($2::date + 1)::timestamp AT TIME ZONE '${TZ}', '[)')
        AND x.date_begin >= ($1::date)::timestamp AT TIME ZONE '${TZ}' AND x.date_begin < ($2::date + 1)::timestamp AT TIME ZONE '${TZ}'
        AND ($3::int IS NULL OR ro.floor = $3) AND ($4::text[] IS NULL OR ro.groups_id_list && $4::text[])
      GROUP BY 1`,
    [f.from, f.to, f.floor, f.groups],
  );
  return rows;
}
