import type { PriorityKind, RoundRule } from '../../domain/tower/priority.js';
import { insertRound } from '../tower/rounds-queries.js';
import type { TestApp } from './harness.js';

// A round of the tower as the allocation writes it (decisions §26: parking_rounds and
// parking_round_entries), written through the allocation's own insertRound: the tests of what reads the rounds (the administrators'
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

/** A round of a day with its whole order, written as the allocation writes it. */
export async function aRound(t: World, o: RoundOptions): Promise<void> {
  await insertRound(
    t.ctx.db,
    {
      day: o.date,
      round: o.round,
      ranAt: new Date(o.ranAt),
      open: o.open,
      free: o.free ?? o.open,
      electricSpaces: o.electricSpaces ?? 0,
      accessibleSpaces: o.accessibleSpaces ?? 0,
    },
    o.entries.map((e, i) => ({
      requestId: e.request,
      position: i + 1,
      indiscipline: e.indiscipline ?? 0,
      dateAdded: new Date(e.dateAdded),
      electric: e.electric ?? false,
      accessible: e.accessible ?? false,
      priority: e.priority ?? null,
      outcome: e.outcome,
      rule: e.rule ?? null,
    })),
  );
}

/** The priority space an allocated request holds (parking_reservations.priority), as the allocation records it. */
export async function holdsPriority(t: World, request: string, kind: PriorityKind | null): Promise<void> {
  await t.ctx.db.query('UPDATE parking_reservations SET priority = $2 WHERE id = $1', [request, kind]);
}
