import { bucharestClock, bucharestDay, bucharestInstant, TZ, weekday, type BucharestClock } from './bucharest-day.js';

// Every rule works in Bucharest time (decisions §5); the database stores UTC instants. Calendar
// days are plain Gregorian arithmetic on Date.UTC; wall-clock times come from Intl
// (domain/bucharest-day.ts): no Temporal polyfill, in the browser or on the server.
export { bucharestClock, bucharestDay, bucharestInstant, TZ, weekday, type BucharestClock };

const DAY_MS = 86_400_000;
const utcOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};
const dayOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** True for a real calendar day written exactly YYYY-MM-DD (no 2027-02-30, no time, no spaces); never throws. */
export function isCalendarDay(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2200 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

export function addDays(day: string, n: number): string {
  return dayOfUtc(utcOf(day) + n * DAY_MS);
}

/** The same day `n` months later, or the month's last day when it is shorter (31 January + 1 month = 28 or 29 February). */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return dayOfUtc(Date.UTC(y, m - 1 + n, Math.min(d, last)));
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}

/** A Bucharest day as instants: from its midnight to the next one's (23, 24 or 25 hours). */
export function daySpan(day: string): { from: Date; to: Date } {
  return { from: bucharestInstant(day, 0), to: bucharestInstant(addDays(day, 1), 0) };
}

export function isWeekday(day: string): boolean {
  return weekday(day) <= 5;
}

/** DD.MM.YYYY, the display format of both specifications. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

/** The next instant strictly after `after` at which Bucharest wall time is hour:00 on a day that passes `dayFilter`. */
export function nextDailyAt(after: Date, hour: number, dayFilter: (day: string) => boolean = () => true, minute = 0): Date {
  let day = bucharestDay(after);
  for (let i = 0; i < 400; i++) {
    if (dayFilter(day)) {
      const at = bucharestInstant(day, hour, minute);
      if (at.getTime() > after.getTime()) return at;
    }
    day = addDays(day, 1);
  }
  throw new Error('no due time within 400 days');
}

export const WEEKDAYS_RO = ['luni', 'marți', 'miercuri', 'joi', 'vineri', 'sâmbătă', 'duminică'];
/** Column heads of the calendars, Monday first. */
export const WEEKDAYS_SHORT_RO = ['L', 'Ma', 'Mi', 'J', 'V', 'S', 'D'];
const MONTHS_RO = [
  'ianuarie',
  'februarie',
  'martie',
  'aprilie',
  'mai',
  'iunie',
  'iulie',
  'august',
  'septembrie',
  'octombrie',
  'noiembrie',
  'decembrie',
];

export function weekdayName(day: string): string {
  return WEEKDAYS_RO[weekday(day) - 1];
}

/** 'martie 2027', of a month 'YYYY-MM' or a day 'YYYY-MM-DD'. */
export function monthTitle(monthOrDay: string): string {
  const [y, m] = monthOrDay.split('-');
  return `${MONTHS_RO[Number(m) - 1]} ${y}`;
}

/** 'marți, 2 martie 2027' */
export function longDayName(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${weekdayName(day)}, ${d} ${MONTHS_RO[m - 1]} ${y}`;
}
