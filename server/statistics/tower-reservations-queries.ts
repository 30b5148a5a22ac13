import type { Queryable } from '../db/connection.js';

// SQL of the administrators' table of tower requests (decisions §10). The cancelled type is a
// parameter (TYPE.cancelled of domain/tower/engine.ts).

export interface TowerReservationFilter {
  from: string;
  to: string;
  uuid: string | null;
  carId: string | null;
  cancelled: number;
}

export interface TowerReservationRow {
  id: string;
  reservation_date: string;
  type: number;
  reservation_confirmed: boolean;
  user_id: string;
  car_id: string;
  license_plate: string;
  name: string;
  email: string;
  graded: boolean;
  function_car: boolean;
}

/** Live requests of the range (both days included), by day, then name and plate; a page of them when `limit` is given. */
export async function towerReservationRows(
  q: Queryable,
  f: TowerReservationFilter,
  offset: number | null,
  limit: number | null,
): Promise<TowerReservationRow[]> {
  const { rows } = await q.query<TowerReservationRow>(
    `SELECT p.id, p.reservation_date, p.type, p.reservation_confirmed, p.user_id, p.car_id,
            c.license_plate, c.function_car, u.name, u.email, u.graded
       FROM parking_reservations p JOIN cars c ON c.id = p.car_id JOIN users u ON u.uuid = p.user_id
      WHERE p.reservation_date BETWEEN $1::date AND $2::date AND p.type <> $5
        AND ($3::uuid IS NULL OR p.user_id = $3) AND ($4::uuid IS NULL OR p.car_id = $4)
      ORDER BY p.reservation_date, u.name, c.license_plate, p.id
      OFFSET COALESCE($6::int, 0) LIMIT $7::int`,
    [f.from, f.to, f.uuid, f.carId, f.cancelled, offset, limit],
  );
  return rows;
}

/** How many live requests the filter finds. */
export async function towerReservationCount(q: Queryable, f: TowerReservationFilter): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM parking_reservations p
      WHERE p.reservation_date BETWEEN $1::date AND $2::date AND p.type <> $5
        AND ($3::uuid IS NULL OR p.user_id = $3) AND ($4::uuid IS NULL OR p.car_id = $4)`,
    [f.from, f.to, f.uuid, f.carId, f.cancelled],
  );
  return rows[0]?.n ?? 0;
}

/** Where an export batch starts: after this row of the table's order (day, name, plate, id). */
export interface TowerReservationKey {
  day: string;
  name: string;
  plate: string;
  id: string;
}

/**
 * Live requests of the filter after `after` in the table's order, at most `limit`: an export's
 * batch. Only days from the key's on are read (an index range), sorted by name within a day.
 * The first batch starts after (from, '', '', the nil uuid), before any real row.
 */
export async function towerReservationBatch(
  q: Queryable,
  f: TowerReservationFilter,
  after: TowerReservationKey,
  limit: number,
): Promise<TowerReservationRow[]> {
  const { rows } = await q.query<TowerReservationRow>(
    `SELECT p.id, p.reservation_date, p.type, p.reservation_confirmed, p.user_id, p.car_id,
            c.license_plate, c.function_car, u.name, u.email, u.graded
       FROM parking_reservations p JOIN cars c ON c.id = p.car_id JOIN users u ON u.uuid = p.user_id
      WHERE p.reservation_date BETWEEN $6::date AND $2::date AND p.reservation_date >= $1::date AND p.type <> $5
        AND (p.reservation_date, u.name, c.license_plate, p.id) > ($6::date, $7::text, $8::text, $9::uuid)
        AND ($3::uuid IS NULL OR p.user_id = $3) AND ($4::uuid IS NULL OR p.car_id = $4)
      ORDER BY p.reservation_date, u.name, c.license_plate, p.id
      LIMIT $10`,
    [f.from, f.to, f.uuid, f.carId, f.cancelled, after.day, after.name, after.plate, after.id, limit],
  );
  return rows;
}
