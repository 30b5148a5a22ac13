import type { Queryable } from '../db/connection.js';

// SQL of the administrators' view of a day's rounds (decisions §26): the rounds as they ran and
// their orders, as the allocation wrote them (parking_rounds, parking_round_entries). The name and
// plate are today's of the request's person and car: an erasure that rewrote them shows here too.

export interface RoundRow {
  /** Each run of a round is a row of its own (a round due again the same day runs again). */
  id: string;
  round: 'first' | 'second';
  ran_at: Date;
  open: number;
  free: number;
  electric_spaces: number;
  accessible_spaces: number;
  requests: number;
}

export interface RoundEntryRow {
  round_id: string;
  position: number;
  request_id: string;
  user_id: string;
  name: string;
  license_plate: string;
  indiscipline: number;
  date_added: Date;
  electric: boolean;
  accessible: boolean;
  priority: 'electric' | 'accessible' | null;
  outcome: number;
  rule: 'indiscipline' | 'time' | 'electric' | 'accessible' | null;
}

/** The day's rounds, the first before the second, each round's runs in the order they ran. */
export async function roundsOfDay(q: Queryable, date: string): Promise<RoundRow[]> {
  const { rows } = await q.query<RoundRow>(
    `SELECT id::text AS id, round, ran_at, open, free, electric_spaces, accessible_spaces, requests
       FROM parking_rounds WHERE date = $1
      ORDER BY CASE round WHEN 'first' THEN 1 ELSE 2 END, id`,
    [date],
  );
  return rows;
}

/** Every entry of the day's rounds, by round then position. */
export async function roundEntriesOfDay(q: Queryable, date: string): Promise<RoundEntryRow[]> {
  const { rows } = await q.query<RoundEntryRow>(
    `SELECT e.round_id::text AS round_id, e.position, e.request_id, p.user_id, u.name, c.license_plate, e.indiscipline, e.date_added,
            e.electric, e.accessible, e.priority, e.outcome, e.rule
       FROM parking_round_entries e
       JOIN parking_rounds r ON r.id = e.round_id
       JOIN parking_reservations p ON p.id = e.request_id
       JOIN users u ON u.uuid = p.user_id
       JOIN cars c ON c.id = p.car_id
      WHERE r.date = $1
      ORDER BY e.round_id, e.position`,
    [date],
  );
  return rows;
}
