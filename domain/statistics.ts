import { OFFICE } from './buildings.js';
import { FLEX_START } from './date-range.js';
import { isAdminOf, type Subject } from './policy.js';
import { reasonsOf } from './reasons.js';
import { STATUS } from './status.js';
import { daysBetween, weekday } from './time.js';
import { TYPE } from './tower/engine.js';

// The rules of the statistics tables (decisions §10), shared by the server and the screens.

/**
 * A desk reservation counts as present when the attendance list marked it present, or, where
 * no list marked it either way (`reservation_used` null), when its holder confirmed presence
 * (status busy). The SQL aggregates of server/statistics say the same:
 * `COALESCE(reservation_used, status = 'busy')`. A released reservation (decisions §13: status
 * cancelled) is therefore not present unless a list marked it so.
 */
export function isPresent(reservationUsed: boolean | null, status: string): boolean {
  return reservationUsed ?? status === STATUS.busy;
}

/** round(100 × present / reservations), 0 when there are none. */
export function attendanceRate(present: number, reservations: number): number {
  return reservations > 0 ? Math.round((100 * present) / reservations) : 0;
}

/** Weekdays (Monday to Friday) from max(from, FLEX_START) to `to`, both included; 0 for an empty range. */
export function businessDays(from: string, to: string): number {
  const start = from < FLEX_START ? FLEX_START : from;
  if (start > to) return 0;
  const days = daysBetween(start, to) + 1;
  const firstWeekday = weekday(start);
  let n = Math.floor(days / 7) * 5;
  // The days beyond whole weeks start on `first`'s weekday (1 = Monday … 7 = Sunday).
  for (let i = 0; i < days % 7; i++) if (((firstWeekday - 1 + i) % 7) + 1 <= 5) n++;
  return n;
}

/** The groups whose people a caller's manager table lists: every group (null) for administrators of the flexible office. */
export function managedGroups(me: Pick<Subject, 'role' | 'adminOf' | 'managerOf'>): string[] | null {
  return isAdminOf(me, OFFICE) ? null : me.managerOf;
}

/**
 * Where row `offset` of a table ordered by day lies, from the number of rows of each day (in
 * day order): the day and how many of its rows come before it; null past the end. A page then
 * reads from that day on, skipping only rows of one day, however deep the offset.
 */
export function pageStart(dayCounts: readonly { day: string; n: number }[], offset: number): { day: string; skip: number } | null {
  let before = 0;
  for (const d of dayCounts) {
    if (offset < before + d.n) return { day: d.day, skip: offset - before };
    before += d.n;
  }
  return null;
}

/** The request types behind the columns of the tower's days table (tower §9). */
export const TOWER_DAY_TYPES = {
  unallocated: [TYPE.queue, TYPE.notAllocated],
  absent: [TYPE.absent],
  occupied: [TYPE.first, TYPE.second],
  // Decisions §26: a priority space was used by a request it was given to, whether its car came (1, 2) or not (3, absent).
  priority: [TYPE.first, TYPE.second, TYPE.absent],
} as const;

export const STATISTICS_MSG = {
  // A filter by one person (or their car) would make a per-person statistic out of an anonymous table.
  noPersonFilter: 'Statisticile nu arată nume, la alegerea organizației: nu pot fi filtrate după o persoană sau după mașina cuiva.',
} as const;
export const STATISTICS_REASON = reasonsOf('statistics', STATISTICS_MSG);
