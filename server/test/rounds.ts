import type { PriorityKind, RoundRule } from '../../domain/tower/priority.js';
import type { TestApp } from './harness.js';

// A round of the tower as the allocation writes it (decisions §26: parking_rounds and
// parking_round_entries), inserted directly: the tests of what reads the rounds (the administrators'
// view, the statistics) build their own, whatever the allocation of the day does.

type World = Pick<TestApp, 'ctx'>;

export interface EntryOptions {
  request: string;
  indiscipline?: number;
  dateAdded: string;
  electric?: boolean;
  accessible?: boolean;
  priority?: PriorityKind | null;
  outcome: number;
  rule?: RoundRule;
}

export interface RoundOptions {
  date: string;
  round: 'first' | 'second';
  ranAt: string;
  open: number;
  free?: number;
  electricSpaces?: number;
  accessibleSpaces?: number;
  /** In the round's order: the first is position 1. */
  entries: EntryOptions[];
}

/** A round of a day with its whole order. */
export async function aRound(t: World, o: RoundOptions): Promise<void> {
  await t.ctx.db.query(
    `INSERT INTO parking_rounds (date, round, ran_at, open, free, electric_spaces, accessible_spaces, requests)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [o.date, o.round, o.ranAt, o.open, o.free ?? o.open, o.electricSpaces ?? 0, o.accessibleSpaces ?? 0, o.entries.length],
  );
  for (const [i, e] of o.entries.entries())
    await t.ctx.db.query(
      `INSERT INTO parking_round_entries (date, round, request_id, position, indiscipline, date_added, electric, accessible, priority, outcome, rule)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        o.date,
        o.round,
        e.request,
        i + 1,
        e.indiscipline ?? 0,
        e.dateAdded,
        e.electric ?? false,
        e.accessible ?? false,
        e.priority ?? null,
        e.outcome,
        e.rule ?? null,
      ],
    );
}

/** The priority space an allocated request holds (parking_reservations.priority), as the allocation records it. */
export async function holdsPriority(t: World, request: string, kind: PriorityKind | null): Promise<void> {
  await t.ctx.db.query('UPDATE parking_reservations SET priority = $2 WHERE id = $1', [request, kind]);
}
