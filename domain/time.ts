import { Temporal } from '@js-temporal/polyfill';
import { bucharestDay, TZ } from './bucharest-day.js';

// Every rule works in Bucharest time (decisions §5); the database stores UTC instants.
export { bucharestDay, TZ };

export function toZoned(instant: Date): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(TZ);
}

/** The instant of a Bucharest wall-clock time on a day (DST-correct). */
export function bucharestInstant(day: string, hour: number, minute = 0): Date {
  const zdt = Temporal.PlainDate.from(day).toZonedDateTime({ timeZone: TZ, plainTime: new Temporal.PlainTime(hour, minute) });
  return new Date(zdt.epochMilliseconds);
}

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
  return Temporal.PlainDate.from(day).add({ days: n }).toString();
}

/** 1 = Monday … 7 = Sunday. */
export function weekday(day: string): number {
  return Temporal.PlainDate.from(day).dayOfWeek;
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
export function nextDailyAt(after: Date, hour: number, dayFilter: (day: string) => boolean = () => true): Date {
  let day = bucharestDay(after);
  for (let i = 0; i < 400; i++) {
    if (dayFilter(day)) {
      const at = bucharestInstant(day, hour);
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
