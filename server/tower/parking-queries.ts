import type { ReservationSource } from '../../domain/schemas/answers.js';
import type { RequestType } from '../../domain/tower/engine.js';
import type { Queryable } from '../db/connection.js';
import { TOWER_DAY_ABSENT } from '../discipline/absence-queries.js';

// SQL of the tower's requests (parking_reservations) and of its days. Request types are
// parameters (TYPE of domain/tower/engine.ts), never literals in the SQL text.

export interface ParkingRow {
  id: string;
  date_added: Date;
  reservation_date: string;
  user_id: string;
  car_id: string;
  /** One of TYPE (domain/tower/engine.ts): the column holds no other value. */
  type: RequestType;
  reservation_confirmed: boolean;
  exited: boolean;
  indiscipline_score: number;
  /** Who made it: the person (or someone for them), or their work pattern (decisions §20). */
  source: ReservationSource;
  license_plate?: string;
  brand?: string;
  user_name?: string;
  email?: string;
  function_car?: boolean;
}

/** A request as stored, without its car and user. */
export type RequestRow = Pick<
  ParkingRow,
  'id' | 'date_added' | 'reservation_date' | 'user_id' | 'car_id' | 'type' | 'reservation_confirmed' | 'exited' | 'indiscipline_score'
>;

/** Locks a day of the tower: every change to its allocation holds this lock first. */
export async function lockDay(q: Queryable, day: string): Promise<void> {
  await q.query('INSERT INTO parking_days (date) VALUES ($1) ON CONFLICT (date) DO NOTHING', [day]);
  await q.query('SELECT date FROM parking_days WHERE date = $1 FOR UPDATE', [day]);
}

export async function markPresenceUploaded(q: Queryable, day: string, now: Date): Promise<void> {
  await q.query('UPDATE parking_days SET presence_uploaded_at = $2 WHERE date = $1', [day, now]);
}

/** The day's size written in the day log, if any. */
export async function dayLogSize(q: Queryable, day: string): Promise<number | null> {
  const { rows } = await q.query<{ parking_size: number }>('SELECT parking_size FROM parking_day_log WHERE date = $1', [day]);
  return rows[0]?.parking_size ?? null;
}

/** How many requests of a day have one of `types`. */
export async function countOfTypes(q: Queryable, day: string, types: readonly number[]): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM parking_reservations WHERE reservation_date = $1 AND type = ANY($2::int[])',
    [day, types],
  );
  return rows[0]?.n ?? 0;
}

/** A request a round ranks: when it was made, and whether its car is electric and its requester needs an accessible space. */
export interface RankedRow {
  id: string;
  user_id: string;
  date_added: Date;
  electric: boolean;
  accessible: boolean;
}

/** The requests of a day that have one of `types`, with what decides their priority (decisions §26). */
export async function requestsOfDay(q: Queryable, day: string, types: readonly number[]): Promise<RankedRow[]> {
  const { rows } = await q.query<RankedRow>(
    `SELECT p.id, p.user_id, p.date_added, c.electric, u.accessible_space AS accessible
       FROM parking_reservations p JOIN cars c ON c.id = p.car_id JOIN users u ON u.uuid = p.user_id
      WHERE p.reservation_date = $1 AND p.type = ANY($2::int[])`,
    [day, types],
  );
  return rows;
}

/** Gives each request its type and the priority space it holds (null for none), in one statement. */
export async function setOutcomes(q: Queryable, ids: string[], types: number[], priorities: (string | null)[]): Promise<void> {
  await q.query(
    `UPDATE parking_reservations p SET type = o.type, priority = o.priority
       FROM unnest($1::uuid[], $2::int[], $3::text[]) AS o(id, type, priority) WHERE p.id = o.id`,
    [ids, types, priorities],
  );
}

/** How many of a day's requests with one of `types` hold each kind of priority space. */
export async function heldPriority(q: Queryable, day: string, types: readonly number[]): Promise<{ electric: number; accessible: number }> {
  const { rows } = await q.query<{ electric: number; accessible: number }>(
    `SELECT count(*) FILTER (WHERE priority = 'electric')::int AS electric, count(*) FILTER (WHERE priority = 'accessible')::int AS accessible
       FROM parking_reservations WHERE reservation_date = $1 AND type = ANY($2::int[])`,
    [day, types],
  );
  return rows[0] ?? { electric: 0, accessible: 0 };
}

/** Whether a request of each kind waits on the day (type queue). */
export async function waitingKinds(q: Queryable, day: string, queue: number): Promise<{ electric: boolean; accessible: boolean }> {
  const { rows } = await q.query<{ electric: boolean; accessible: boolean }>(
    `SELECT coalesce(bool_or(c.electric), false) AS electric, coalesce(bool_or(u.accessible_space), false) AS accessible
       FROM parking_reservations p JOIN cars c ON c.id = p.car_id JOIN users u ON u.uuid = p.user_id
      WHERE p.reservation_date = $1 AND p.type = $2`,
    [day, queue],
  );
  return rows[0] ?? { electric: false, accessible: false };
}

/** Whether a car is electric and its would-be requester needs an accessible space. */
export async function requesterKinds(q: Queryable, userId: string, carId: string): Promise<{ electric: boolean; accessible: boolean }> {
  const { rows } = await q.query<{ electric: boolean; accessible: boolean }>(
    `SELECT c.electric, u.accessible_space AS accessible FROM users u, cars c WHERE u.uuid = $1 AND c.id = $2`,
    [userId, carId],
  );
  return rows[0] ?? { electric: false, accessible: false };
}

export async function insertRequest(
  q: Queryable,
  r: {
    id: string;
    dateAdded: Date;
    day: string;
    userId: string;
    carId: string;
    type: number;
    source: ReservationSource;
    priority: string | null;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO parking_reservations (id, date_added, reservation_date, user_id, car_id, type, source, priority)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [r.id, r.dateAdded, r.day, r.userId, r.carId, r.type, r.source, r.priority],
  );
}

/** A request with its car and user. */
export async function requestById(q: Queryable, id: string): Promise<ParkingRow | null> {
  const { rows } = await q.query<ParkingRow>(
    `SELECT p.*, c.license_plate, c.brand, c.function_car, u.name AS user_name, u.email, u.graded
       FROM parking_reservations p JOIN cars c ON c.id = p.car_id JOIN users u ON u.uuid = p.user_id
      WHERE p.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function requestsByIds(q: Queryable, ids: string[]): Promise<ParkingRow[]> {
  const { rows } = await q.query<ParkingRow>(
    `SELECT p.*, c.license_plate, c.brand, c.function_car, u.name AS user_name, u.email, u.graded
       FROM parking_reservations p JOIN cars c ON c.id = p.car_id JOIN users u ON u.uuid = p.user_id
      WHERE p.id = ANY($1::uuid[]) ORDER BY p.reservation_date, p.date_added`,
    [ids],
  );
  return rows;
}

export async function requestsOfUser(q: Queryable, uuid: string): Promise<ParkingRow[]> {
  const { rows } = await q.query<ParkingRow>(
    `SELECT p.*, c.license_plate, c.brand, c.function_car, u.name AS user_name, u.email, u.graded
       FROM parking_reservations p JOIN cars c ON c.id = p.car_id JOIN users u ON u.uuid = p.user_id
      WHERE p.user_id = $1 ORDER BY p.reservation_date, p.date_added`,
    [uuid],
  );
  return rows;
}

/** Every request between two days, each bound optional. */
export async function requestsBetween(q: Queryable, from: string | null, to: string | null): Promise<ParkingRow[]> {
  const { rows } = await q.query<ParkingRow>(
    `SELECT p.*, c.license_plate, c.brand, c.function_car, u.name AS user_name, u.email, u.graded
       FROM parking_reservations p JOIN cars c ON c.id = p.car_id JOIN users u ON u.uuid = p.user_id
      WHERE ($1::date IS NULL OR p.reservation_date >= $1) AND ($2::date IS NULL OR p.reservation_date <= $2)
      ORDER BY p.reservation_date, p.date_added`,
    [from, to],
  );
  return rows;
}

/** The day of a request, read without a lock: the day is locked before the request (the order every allocation keeps). */
export async function dayOfRequest(q: Queryable, id: string): Promise<string | null> {
  const { rows } = await q.query<{ reservation_date: string }>('SELECT reservation_date FROM parking_reservations WHERE id = $1', [id]);
  return rows[0]?.reservation_date ?? null;
}

/** A request, locked until the transaction ends. */
export async function lockRequest(q: Queryable, id: string): Promise<RequestRow | null> {
  const { rows } = await q.query<RequestRow>('SELECT * FROM parking_reservations WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? null;
}

export async function setRequestType(q: Queryable, id: string, type: number): Promise<void> {
  await q.query('UPDATE parking_reservations SET type = $2 WHERE id = $1', [id, type]);
}

/** Cancels an absence: its type changes and its indiscipline is taken back. */
export async function cancelAbsence(q: Queryable, id: string, type: number): Promise<void> {
  await q.query('UPDATE parking_reservations SET type = $2, reservation_confirmed = true, indiscipline_score = 0 WHERE id = $1', [
    id,
    type,
  ]);
}

/** Gives a request another car; an electric space it holds goes with an electric car only (decisions §26). */
export async function setRequestCar(q: Queryable, id: string, carId: string, electric: boolean): Promise<void> {
  await q.query(
    `UPDATE parking_reservations SET car_id = $2, priority = CASE WHEN priority = 'electric' AND NOT $3::bool THEN NULL ELSE priority END
      WHERE id = $1`,
    [id, carId, electric],
  );
}

/** The requests of a day that have one of `types`, with their plates, as a presence list sees them. */
export async function requestsWithPlates(
  q: Queryable,
  day: string,
  types: readonly number[],
): Promise<{ id: string; plate: string; confirmed: boolean; user_id: string }[]> {
  const { rows } = await q.query<{ id: string; plate: string; confirmed: boolean; user_id: string }>(
    `SELECT p.id, c.license_plate AS plate, p.reservation_confirmed AS confirmed, p.user_id
       FROM parking_reservations p JOIN cars c ON c.id = p.car_id WHERE p.reservation_date = $1 AND p.type = ANY($2::int[])`,
    [day, types],
  );
  return rows;
}

/** Confirms requests; an exit list also marks them exited. */
export async function confirmRequests(q: Queryable, ids: string[], exit: boolean): Promise<void> {
  await q.query('UPDATE parking_reservations SET reservation_confirmed = true, exited = exited OR $2 WHERE id = ANY($1::uuid[])', [
    ids,
    exit,
  ]);
}

/**
 * Turns requests into absences: the given type and an indiscipline of 1; a request of a day its
 * owner's absence covers stays as it was (decisions §20). Answers the requests it turned, with their owners.
 */
export async function markAbsent(q: Queryable, ids: string[], type: number): Promise<{ id: string; user_id: string }[]> {
  const { rows } = await q.query<{ id: string; user_id: string }>(
    `UPDATE parking_reservations p SET type = $2, indiscipline_score = 1
      WHERE p.id = ANY($1::uuid[]) AND NOT ${TOWER_DAY_ABSENT}
      RETURNING p.id, p.user_id`,
    [ids, type],
  );
  return rows;
}

/**
 * The cars of a day's list: the requests that have one of `types`, and the active permanent-access cars;
 * `priority` says that a request holds a priority space, never which kind (decisions §26).
 */
export async function parkingListOfDay(
  q: Queryable,
  day: string,
  types: readonly number[],
): Promise<{ license_plate: string; brand: string; owner: string; priority: boolean }[]> {
  const { rows } = await q.query<{ license_plate: string; brand: string; owner: string; priority: boolean }>(
    `SELECT c.license_plate, c.brand, u.name AS owner, p.priority IS NOT NULL AS priority FROM parking_reservations p
       JOIN cars c ON c.id = p.car_id JOIN users u ON u.uuid = p.user_id
      WHERE p.reservation_date = $1 AND p.type = ANY($2::int[])
     UNION ALL
     SELECT c.license_plate, c.brand, COALESCE(c.owner_label, 'Companie'), false FROM cars c WHERE c.active AND c.permanent_access
     ORDER BY 1`,
    [day, types],
  );
  return rows;
}
