import type { Queryable } from '../db/connection.js';

// SQL of the rounds as they ran (decisions §26): each round of a day with the spaces it had, and
// its whole order, written by the round itself; a person's standing reads them back.

export interface RoundRecord {
  day: string;
  round: 'first' | 'second';
  ranAt: Date;
  open: number;
  free: number;
  electricSpaces: number;
  accessibleSpaces: number;
}

export interface RoundEntryRecord {
  requestId: string;
  position: number;
  indiscipline: number;
  dateAdded: Date;
  electric: boolean;
  accessible: boolean;
  priority: string | null;
  outcome: number;
  rule: string | null;
}

/** Writes a round and its order in two statements. */
export async function insertRound(q: Queryable, r: RoundRecord, entries: RoundEntryRecord[]): Promise<void> {
  await q.query(
    `INSERT INTO parking_rounds (date, round, ran_at, open, free, electric_spaces, accessible_spaces, requests)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [r.day, r.round, r.ranAt, r.open, r.free, r.electricSpaces, r.accessibleSpaces, entries.length],
  );
  await q.query(
    `INSERT INTO parking_round_entries (date, round, request_id, position, indiscipline, date_added, electric, accessible, priority, outcome, rule)
     SELECT $1, $2, e.* FROM unnest($3::uuid[], $4::int[], $5::int[], $6::timestamptz[], $7::bool[], $8::bool[], $9::text[], $10::int[], $11::text[])
       AS e(request_id, position, indiscipline, date_added, electric, accessible, priority, outcome, rule)`,
    [
      r.day,
      r.round,
      entries.map((e) => e.requestId),
      entries.map((e) => e.position),
      entries.map((e) => e.indiscipline),
      entries.map((e) => e.dateAdded),
      entries.map((e) => e.electric),
      entries.map((e) => e.accessible),
      entries.map((e) => e.priority),
      entries.map((e) => e.outcome),
      entries.map((e) => e.rule),
    ],
  );
}

export interface StandingRow {
  round: 'first' | 'second';
  free: number;
  requests: number;
  position: number;
  outcome: number;
  rule: string | null;
  priority: string | null;
}

/** A person's place in the last round of a day that ranked one of their requests. */
export async function standingOf(q: Queryable, userId: string, day: string): Promise<StandingRow | null> {
  const { rows } = await q.query<StandingRow>(
    `SELECT r.round, r.free, r.requests, e.position, e.outcome, e.rule, e.priority
       FROM parking_round_entries e JOIN parking_rounds r ON r.date = e.date AND r.round = e.round
       JOIN parking_reservations p ON p.id = e.request_id
      WHERE p.user_id = $1 AND e.date = $2
      ORDER BY r.ran_at DESC, r.round DESC LIMIT 1`,
    [userId, day],
  );
  return rows[0] ?? null;
}

export interface RoundMailRow {
  user_id: string;
  day: string;
  round: 'first' | 'second';
  free: number;
  requests: number;
  position: number;
  outcome: number;
  rule: string | null;
}

/** The places of the requests of the given days' round, by person and day: what the round's e-mails tell. */
export async function entriesOfRound(q: Queryable, days: string[], round: 'first' | 'second'): Promise<RoundMailRow[]> {
  const { rows } = await q.query<RoundMailRow>(
    `SELECT p.user_id, to_char(e.date, 'YYYY-MM-DD') AS day, e.round, r.free, r.requests, e.position, e.outcome, e.rule
       FROM parking_round_entries e JOIN parking_rounds r ON r.date = e.date AND r.round = e.round
       JOIN parking_reservations p ON p.id = e.request_id
      WHERE e.date = ANY($1::date[]) AND e.round = $2
      ORDER BY p.user_id, e.date`,
    [days, round],
  );
  return rows;
}
