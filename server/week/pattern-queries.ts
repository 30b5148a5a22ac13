import { OFFICE } from '../../domain/buildings.js';
import type { Queryable } from '../db/connection.js';
import { placedDesks, type PlacedDeskRow } from '../desks/placed-desk-queries.js';

export { placedDesks, type PlacedDeskRow };
import type { Language } from '../../domain/languages.js';
import type { UserRow } from '../identity/user-row.js';

// SQL of the work pattern and its automatic desk booking (decisions §20): the pattern, the days it
// has booked (pattern_days, building 1) and the days it could not (pattern_misses, for the Friday e-mail).

export interface PatternRow {
  uuid: string;
  days: number[];
  desks: string[];
  parking: boolean;
  tower_days: number[];
  car_id: string | null;
}

const PATTERN_OF = 'SELECT uuid, days, desks, parking, tower_days, car_id FROM work_patterns WHERE uuid = $1';
const PATTERN_OF_LOCKED = `${PATTERN_OF} FOR UPDATE`;

/** The person's pattern; `lock`ed until the end of the caller's transaction (a change reads it so). */
export async function patternOf(q: Queryable, uuid: string, lock = false): Promise<PatternRow | null> {
  const { rows } = await q.query<PatternRow>(lock ? PATTERN_OF_LOCKED : PATTERN_OF, [uuid]);
  return rows[0] ?? null;
}

export async function savePattern(q: Queryable, p: PatternRow, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO work_patterns (uuid, days, desks, parking, tower_days, car_id, saved_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (uuid) DO UPDATE SET days = $2, desks = $3, parking = $4, tower_days = $5, car_id = $6, saved_at = $7`,
    [p.uuid, p.days, p.desks, p.parking, p.tower_days, p.car_id, at],
  );
}

/** Whether the car is one of the person's active cars. */
export async function isActiveCarOf(q: Queryable, uuid: string, carId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM cars WHERE id = $1 AND user_id = $2 AND active', [carId, uuid]);
  return rows.length > 0;
}

/** The desks with a live reservation on each of these days, as 'day|deskId'. */
export async function takenDesks(q: Queryable, days: string[]): Promise<Set<string>> {
  const { rows } = await q.query<{ k: string }>(
    `SELECT day::text || '|' || desk_id AS k FROM desk_reservations WHERE day = ANY ($1::date[]) AND status <> 'cancelled'`,
    [days],
  );
  return new Set(rows.map((r) => r.k));
}

export async function groupNames(q: Queryable): Promise<Map<string, string>> {
  const { rows } = await q.query<{ id: string; name: string }>('SELECT id, name FROM groups');
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A person whose pattern has days, with their row. */
export interface PatternPerson {
  pattern: PatternRow;
  user: UserRow;
}

/** The next `limit` people with pattern days after `after` (uuid order: batches that resume where they stopped). */
export async function patternPeopleAfter(q: Queryable, after: string | null, limit: number): Promise<PatternPerson[]> {
  const { rows } = await q.query<PatternRow & { user: UserRow }>(
    `SELECT p.uuid, p.days, p.desks, p.parking, p.tower_days, p.car_id, to_jsonb(u) AS user
       FROM work_patterns p JOIN users u ON u.uuid = p.uuid
      WHERE cardinality(p.days) > 0 AND u.valid AND ($1::uuid IS NULL OR p.uuid > $1)
      ORDER BY p.uuid LIMIT $2`,
    [after, limit],
  );
  return rows.map(({ user, ...pattern }) => ({ pattern, user }));
}

/**
 * The days in [from, to] each person is not to be booked on, as 'uuid|day': a live desk held, an
 * absence, or a day the pattern has booked before (a booking they cancelled is not made again).
 */
export async function daysToLeave(q: Queryable, uuids: string[], from: string, to: string): Promise<Set<string>> {
  const { rows } = await q.query<{ k: string }>(
    `SELECT uuid::text || '|' || day::text AS k FROM desk_reservations
      WHERE uuid = ANY ($1::uuid[]) AND day BETWEEN $2 AND $3 AND status <> 'cancelled'
     UNION
     SELECT uuid::text || '|' || day::text FROM pattern_days
      WHERE building = '${OFFICE}' AND uuid = ANY ($1::uuid[]) AND day BETWEEN $2 AND $3
     UNION
     SELECT a.uuid::text || '|' || g::date::text
       FROM absences a, generate_series(GREATEST(a.from_day, $2::date), LEAST(a.to_day, $3::date), interval '1 day') g
      WHERE a.uuid = ANY ($1::uuid[]) AND a.from_day <= $3 AND a.to_day >= $2`,
    [uuids, from, to],
  );
  return new Set(rows.map((r) => r.k));
}

/** Claims (person, day) for the pattern in building 1; false when it was claimed before (by this run, another process or an earlier night). */
export async function claimPatternDay(q: Queryable, uuid: string, day: string): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO pattern_days (building, day, uuid) VALUES ('${OFFICE}', $1, $2) ON CONFLICT DO NOTHING RETURNING day`,
    [day, uuid],
  );
  return rows.length > 0;
}

/** A day the pattern could not book, and why. */
export interface Miss {
  uuid: string;
  day: string;
  reason: string;
}

/** The days could not be booked, and why (each the latest attempt's reason); one statement for a batch. */
export async function recordMisses(q: Queryable, misses: readonly Miss[], at: Date): Promise<void> {
  if (!misses.length) return;
  await q.query(
    `INSERT INTO pattern_misses (uuid, day, reason, at)
     SELECT x.uuid, x.day, x.reason, $2 FROM jsonb_to_recordset($1::jsonb) AS x(uuid uuid, day date, reason text)
     ON CONFLICT (uuid, day) DO UPDATE SET reason = EXCLUDED.reason, at = EXCLUDED.at`,
    [JSON.stringify(misses), at],
  );
}

/** The misses already noted in [from, to] for these people: reason by 'uuid|day'. */
export async function missesOf(q: Queryable, uuids: string[], from: string, to: string): Promise<Map<string, string>> {
  const { rows } = await q.query<{ k: string; reason: string }>(
    `SELECT uuid::text || '|' || day::text AS k, reason FROM pattern_misses WHERE uuid = ANY ($1::uuid[]) AND day BETWEEN $2 AND $3`,
    [uuids, from, to],
  );
  return new Map(rows.map((r) => [r.k, r.reason]));
}

export async function clearMiss(q: Queryable, uuid: string, day: string): Promise<void> {
  await q.query('DELETE FROM pattern_misses WHERE uuid = $1 AND day = $2', [uuid, day]);
}

/** Misses of days gone by are of no use to anyone. */
export async function pruneMisses(q: Queryable, before: string): Promise<void> {
  await q.query('DELETE FROM pattern_misses WHERE day < $1', [before]);
}

export interface WeekAheadRow {
  uuid: string;
  email: string;
  name: string;
  language: Language;
  day: string;
  desk_id: string | null;
  floor: number | null;
  reason: string | null;
}

/** Next week's desks of the people with pattern days, and their misses on days they hold no desk and are not absent. */
export async function weekAhead(q: Queryable, monday: string, friday: string): Promise<WeekAheadRow[]> {
  const { rows } = await q.query<WeekAheadRow>(
    `WITH people AS (
       SELECT u.uuid, u.email, u.name, u.language FROM work_patterns p JOIN users u ON u.uuid = p.uuid
        WHERE cardinality(p.days) > 0 AND u.valid)
     SELECT p.*, r.day, r.desk_id, d.floor, NULL AS reason
       FROM people p JOIN desk_reservations r ON r.uuid = p.uuid JOIN all_desks d ON d.desk_id = r.desk_id
      WHERE r.day BETWEEN $1 AND $2 AND r.status <> 'cancelled'
     UNION ALL
     SELECT p.*, m.day, NULL, NULL, m.reason
       FROM people p JOIN pattern_misses m ON m.uuid = p.uuid
      WHERE m.day BETWEEN $1 AND $2
        AND NOT EXISTS (SELECT 1 FROM desk_reservations r WHERE r.uuid = m.uuid AND r.day = m.day AND r.status <> 'cancelled')
        AND NOT EXISTS (SELECT 1 FROM absences a WHERE a.uuid = m.uuid AND m.day BETWEEN a.from_day AND a.to_day)
     ORDER BY 1, 5`,
    [monday, friday],
  );
  return rows;
}
