import type { Language } from '../../domain/languages.js';
import type { PriorityKind } from '../../domain/tower/priority.js';
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

/** Writes a round and its order in two statements; answers the round's id. */
export async function insertRound(q: Queryable, r: RoundRecord, entries: RoundEntryRecord[]): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO parking_rounds (date, round, ran_at, open, free, electric_spaces, accessible_spaces, requests)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [r.day, r.round, r.ranAt, r.open, r.free, r.electricSpaces, r.accessibleSpaces, entries.length],
  );
  await q.query(
    `INSERT INTO parking_round_entries (round_id, request_id, position, indiscipline, date_added, electric, accessible, priority, outcome, rule)
     SELECT $1, e.* FROM unnest($2::uuid[], $3::int[], $4::int[], $5::timestamptz[], $6::bool[], $7::bool[], $8::text[], $9::int[], $10::text[])
       AS e(request_id, position, indiscipline, date_added, electric, accessible, priority, outcome, rule)`,
    [
      rows[0]!.id,
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
  return rows[0]!.id;
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
       FROM parking_round_entries e JOIN parking_rounds r ON r.id = e.round_id
       JOIN parking_reservations p ON p.id = e.request_id
      WHERE p.user_id = $1 AND r.date = $2
      ORDER BY r.id DESC LIMIT 1`,
    [userId, day],
  );
  return rows[0] ?? null;
}

export interface RoundMailRow {
  user_id: string;
  email: string;
  name: string;
  language: Language;
  day: string;
  free: number;
  requests: number;
  position: number;
  outcome: number;
  priority: PriorityKind | null;
}

/** The places of the requests the rounds `roundIds` ranked, by person and day: what the round's e-mails tell. */
export async function entriesOfRounds(q: Queryable, roundIds: string[]): Promise<RoundMailRow[]> {
  const { rows } = await q.query<RoundMailRow>(
    `SELECT p.user_id, u.email, u.name, u.language, r.date AS day, r.free, r.requests, e.position, e.outcome, e.priority
       FROM parking_round_entries e JOIN parking_rounds r ON r.id = e.round_id
       JOIN parking_reservations p ON p.id = e.request_id JOIN users u ON u.uuid = p.user_id
      WHERE r.id = ANY($1::bigint[])
      ORDER BY p.user_id, r.date`,
    [roundIds],
  );
  return rows;
}
