import type { Queryable } from '../db/connection.js';

// SQL of the tower's table per working day (tower §9, decisions §10). The request types of each
// column are parameters (domain/statistics.ts TOWER_DAY_TYPES, TYPE of domain/tower/engine.ts).

export interface TowerDayTypes {
  cancelled: number;
  unallocated: readonly number[];
  absent: readonly number[];
  occupied: readonly number[];
  /** The types whose priority space counts as used (decisions §26). */
  priority: readonly number[];
}

export interface TowerDayRow {
  date: string;
  requests: number;
  unallocated: number;
  absent: number;
  occupied: number;
  /** Requests of a priority type holding an electric-car space, an accessible space (decisions §26). */
  priority_electric: number;
  priority_accessible: number;
  /** The day log's size for the day, when it has one (decisions §7 capacity). */
  parking_size: number | null;
}

/** Each weekday of the range (both days included), in order, with its requests counted by column. */
export async function towerDayRows(q: Queryable, from: string, to: string, t: TowerDayTypes): Promise<TowerDayRow[]> {
  // The range's requests are counted per day first (an index range scan of reservation_date):
  // joined to the series directly, the planner, blind to the series' length, hashed the whole
  // table (every year of history) for a month.
  const { rows } = await q.query<TowerDayRow>(
    `WITH counted AS (
       SELECT p.reservation_date AS date,
              count(*) FILTER (WHERE p.type <> $3)::int AS requests,
              count(*) FILTER (WHERE p.type = ANY ($4::int[]))::int AS unallocated,
              count(*) FILTER (WHERE p.type = ANY ($5::int[]))::int AS absent,
              count(*) FILTER (WHERE p.type = ANY ($6::int[]) AND p.reservation_confirmed)::int AS occupied,
              count(*) FILTER (WHERE p.type = ANY ($7::int[]) AND p.priority = 'electric')::int AS priority_electric,
              count(*) FILTER (WHERE p.type = ANY ($7::int[]) AND p.priority = 'accessible')::int AS priority_accessible
         FROM parking_reservations p
        WHERE p.reservation_date BETWEEN $1::date AND $2::date
        GROUP BY p.reservation_date
     )
     SELECT d.date, l.parking_size, COALESCE(c.requests, 0) AS requests, COALESCE(c.unallocated, 0) AS unallocated,
            COALESCE(c.absent, 0) AS absent, COALESCE(c.occupied, 0) AS occupied,
            COALESCE(c.priority_electric, 0) AS priority_electric, COALESCE(c.priority_accessible, 0) AS priority_accessible
       FROM (SELECT g::date AS date FROM generate_series($1::date, $2::date, interval '1 day') AS g) d
       LEFT JOIN counted c ON c.date = d.date
       LEFT JOIN parking_day_log l ON l.date = d.date
      WHERE extract(isodow FROM d.date) < 6
      ORDER BY d.date`,
    [from, to, t.cancelled, t.unallocated, t.absent, t.occupied, t.priority],
  );
  return rows;
}
