import type { Queryable } from '../db/connection.js';

// SQL of the administrators' table of desk reservations (decisions §10). The order — day, then
// the desk's floor and number as numbers, then its id — is the expression index of migration
// 009 word for word, and the conditions are its predicate ((status <> 'cancelled' OR released),
// migration 015: live reservations and released ones, decisions §13), so every read here is a
// range scan of that index: no sort, whatever the offset or the table's size.

export interface ReservationFilter {
  from: string;
  to: string;
  floor: number | null;
  groupId: string | null;
  uuid: string | null;
}

/** Where a read starts: after this row of the order (floor and number as the database's numerics, in text). */
export interface ReservationKey {
  day: string;
  floorNo: string;
  deskNo: string;
  deskId: string;
}

export interface ReservationRow extends ReservationKey {
  id: string;
  group_id: string | null;
  group_name: string | null;
  uuid: string;
  name: string;
  email: string;
  /** A live reservation's, or cancelled for a released one (no other cancelled one is read). */
  status: 'booked' | 'busy' | 'cancelled';
  released: boolean;
  parking_spot: boolean;
  reservation_used: boolean | null;
  creator_name: string | null;
}

/** Live and released reservations of the filter per day, in day order: the total and where an offset lies. */
export async function reservationDayCounts(q: Queryable, f: ReservationFilter): Promise<{ day: string; n: number }[]> {
  const { rows } = await q.query<{ day: string; n: number }>(
    `SELECT day, count(*)::int AS n FROM desk_reservations
      WHERE (status <> 'cancelled' OR released) AND day BETWEEN $1::date AND $2::date
        AND ($3::numeric IS NULL OR split_part(desk_id, '-', 1)::numeric = $3)
        AND ($4::text IS NULL OR group_id = $4) AND ($5::uuid IS NULL OR uuid = $5)
      GROUP BY day ORDER BY day`,
    [f.from, f.to, f.floor, f.groupId, f.uuid],
  );
  return rows;
}

/**
 * Live reservations of the filter after `after` in the table's order (the key itself excluded),
 * skipping `skip` of them, at most `limit`: a page once its day is known, or the next batch of an
 * export (keyset on the previous batch's last row). Most people book for themselves: the
 * creator's name is then the holder's, without a second look-up of users (a quarter of the read).
 */
export async function reservationRows(
  q: Queryable,
  f: ReservationFilter,
  after: ReservationKey,
  skip: number,
  limit: number,
): Promise<ReservationRow[]> {
  const { rows } = await q.query<ReservationRow>(
    `SELECT r.id, r.day, split_part(r.desk_id, '-', 1)::numeric::text AS "floorNo",
            split_part(r.desk_id, '-', 2)::numeric::text AS "deskNo", r.desk_id AS "deskId",
            r.group_id, g.name AS group_name, r.uuid, u.name, u.email, r.status, r.parking_spot,
            r.reservation_used, r.released,
            CASE WHEN r.creator_uuid = r.uuid THEN u.name ELSE (SELECT c.name FROM users c WHERE c.uuid = r.creator_uuid) END AS creator_name
       FROM desk_reservations r
       JOIN users u ON u.uuid = r.uuid
       LEFT JOIN groups g ON g.id = r.group_id
      WHERE (r.status <> 'cancelled' OR r.released) AND r.day <= $2::date
        AND (r.day, split_part(r.desk_id, '-', 1)::numeric, split_part(r.desk_id, '-', 2)::numeric, r.desk_id)
            > ($1::date, $6::numeric, $7::numeric, $8::text)
        AND ($3::numeric IS NULL OR split_part(r.desk_id, '-', 1)::numeric = $3)
        AND ($4::text IS NULL OR r.group_id = $4) AND ($5::uuid IS NULL OR r.uuid = $5)
      ORDER BY r.day, split_part(r.desk_id, '-', 1)::numeric, split_part(r.desk_id, '-', 2)::numeric, r.desk_id
      OFFSET $9 LIMIT $10`,
    [after.day, f.to, f.floor, f.groupId, f.uuid, after.floorNo, after.deskNo, after.deskId, skip, limit],
  );
  return rows;
}
