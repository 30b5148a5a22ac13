import type { DayRounds, Round, RoundEntry } from '../../domain/schemas/tower-rounds-answers.js';
import { bucharestClock, formatDay } from '../../domain/time.js';
import type { RequestType } from '../../domain/tower/engine.js';
import { TYPE_WORDS } from '../../domain/tower/type-words.js';
import type { Column } from '../statistics/file-replies.js';
import type { RoundEntryRow, RoundRow } from './rounds-admin-queries.js';

// Database rows → the administrators' view of a day's rounds (decisions §26), and its export's
// columns: one row per request of each round, the round named on each row.

export function presentEntry(r: RoundEntryRow): RoundEntry {
  return {
    position: r.position,
    requestId: r.request_id,
    userId: r.user_id,
    name: r.name,
    licensePlate: r.license_plate,
    indiscipline: r.indiscipline,
    dateAdded: new Date(r.date_added).toISOString(),
    electric: r.electric,
    accessible: r.accessible,
    priority: r.priority,
    outcome: r.outcome,
    rule: r.rule,
  };
}

/** The day's rounds, each with its entries (already by round then position). */
export function presentRounds(date: string, rounds: RoundRow[], entries: RoundEntryRow[]): DayRounds {
  return {
    date,
    rounds: rounds.map((r): Round => ({
      round: r.round,
      ranAt: new Date(r.ran_at).toISOString(),
      open: r.open,
      free: r.free,
      electricSpaces: r.electric_spaces,
      accessibleSpaces: r.accessible_spaces,
      requests: r.requests,
      entries: entries.filter((e) => e.round_id === r.id).map(presentEntry),
    })),
  };
}

/** A row of the export: an entry with its round. */
export type RoundExportRow = RoundEntry & { date: string; round: Round['round']; ranAt: string };

export function exportRows(day: DayRounds): RoundExportRow[] {
  return day.rounds.flatMap((r) => r.entries.map((e) => ({ ...e, date: day.date, round: r.round, ranAt: r.ranAt })));
}

const ROUND_WORDS = { first: 'Prima rundă', second: 'A doua rundă' } as const;
const PRIORITY_WORDS = { electric: 'Mașină electrică', accessible: 'Loc accesibil' } as const;
const RULE_WORDS = {
  indiscipline: 'Indisciplina',
  time: 'Ora cererii',
  electric: 'Loc pentru mașini electrice',
  accessible: 'Loc accesibil',
} as const;
const yesNo = (b: boolean) => (b ? 'Da' : 'Nu');
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as Bucharest reads it, DD.MM.YYYY HH:MM:SS (the request's time decides ties to the second). */
export function bucharestTime(iso: string): string {
  const c = bucharestClock(new Date(iso));
  return `${formatDay(c.day)} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
}

/**
 * The export's columns, Romanian as the tower's other exports. The accessible column is health
 * data: this export, like the view, is for the tower's administrators only (decisions §26).
 */
export const ROUND_COLUMNS: Column<RoundExportRow>[] = [
  { title: 'Data', value: (r) => r.date, day: true, width: 12 },
  { title: 'Runda', value: (r) => ROUND_WORDS[r.round], width: 14 },
  { title: 'Rulată la', value: (r) => bucharestTime(r.ranAt), width: 20 },
  { title: 'Poziție', value: (r) => r.position, width: 9 },
  { title: 'Nume', value: (r) => r.name, width: 28 },
  { title: 'Nr. înmatriculare', value: (r) => r.licensePlate, width: 18 },
  { title: 'Indisciplină', value: (r) => r.indiscipline, width: 13 },
  { title: 'Data cererii', value: (r) => bucharestTime(r.dateAdded), width: 20 },
  { title: 'Mașină electrică', value: (r) => yesNo(r.electric), width: 17 },
  { title: 'Loc accesibil necesar', value: (r) => yesNo(r.accessible), width: 21 },
  { title: 'Loc prioritar', value: (r) => (r.priority ? PRIORITY_WORDS[r.priority] : ''), width: 18 },
  { title: 'Rezultat', value: (r) => TYPE_WORDS[r.outcome as RequestType] ?? String(r.outcome), width: 24 },
  { title: 'Regula', value: (r) => (r.rule ? RULE_WORDS[r.rule] : ''), width: 26 },
];
