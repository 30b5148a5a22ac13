// The date filters of the statistics and reservations screens (tower §5, decisions §10):
// Bucharest calendar days, both bounds inclusive.

export interface DayRange {
  /** YYYY-MM-DD, the first day included. */
  from: string;
  /** YYYY-MM-DD, the last day included. */
  to: string;
}

/**
 * The range a filter means: a reversed pair is swapped, one bound alone fills the other, and
 * without either the fallback applies (each screen has its own default).
 */
export function dayRange(from: string | null | undefined, to: string | null | undefined, fallback: DayRange): DayRange {
  const a = from || null;
  const b = to || null;
  if (!a && !b) return fallback;
  const start = (a ?? b) as string;
  const end = (b ?? a) as string;
  return start <= end ? { from: start, to: end } : { from: end, to: start };
}

/** The first day of the flexible office's statistics (flex-office §9): the start of its default range and of business days. */
export const FLEX_START = '2021-02-08';

/** The flexible office's default range of the API (decisions §10): FLEX_START to today. */
export function flexRange(today: string): DayRange {
  return { from: FLEX_START, to: today };
}

/** How many days, today included, the flexible office's statistics pages open on (decisions §10). */
export const FLEX_RECENT_DAYS = 90;

/**
 * The last `days` days up to today, both included (7 gives a week ending today). Plain
 * arithmetic, like monthRange: the web asks for the first page's data as it starts.
 */
export function lastDays(today: string, days: number): DayRange {
  const [y, m, d] = today.split('-').map(Number);
  const from = new Date(Date.UTC(y, m - 1, d - (days - 1))).toISOString().slice(0, 10);
  return { from, to: today };
}

/**
 * The range the flexible office's statistics pages open on (decisions §10): the last 90 days,
 * whose occupancy chart is all data, where the API's since-2021 default drew years of zeros.
 */
export function flexPageRange(today: string): DayRange {
  return lastDays(today, FLEX_RECENT_DAYS);
}

/**
 * The calendar month of a day, first to last day: the tower's default range. Plain arithmetic,
 * the web asks for the tower's days as it starts.
 */
export function monthRange(day: string): DayRange {
  const month = day.slice(0, 7);
  // Day 0 of the next month is the last of this one (Date.UTC counts months from 0).
  const last = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
