// Bucharest wall-clock time of an instant from the engine's own time-zone data (Intl), without
// the Temporal polyfill: ~45 KB that every page of the web app would otherwise download before it
// could show a date (issue #24, point 3), and ~20× slower on the server, which asks for the day
// on every request (the map, the status card, every booking). domain/time.ts re-exports these.

/** Every rule works in Bucharest time (decisions §5). */
export const TZ = 'Europe/Bucharest';

const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' });
const CLOCK_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type Parts = Intl.DateTimeFormatPart[];
const part = (p: Parts, type: Intl.DateTimeFormatPartTypes) => p.find((x) => x.type === type)!.value;
const dayOf = (p: Parts) => `${part(p, 'year')}-${part(p, 'month')}-${part(p, 'day')}`;

/** The Bucharest calendar day of an instant, as YYYY-MM-DD. */
export function bucharestDay(instant: Date): string {
  return dayOf(DAY_FORMAT.formatToParts(instant));
}

/** An instant as a Bucharest wall clock shows it. */
export interface BucharestClock {
  /** YYYY-MM-DD */
  day: string;
  /** 1 = Monday … 7 = Sunday. */
  dayOfWeek: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/** 1 = Monday … 7 = Sunday, of a day YYYY-MM-DD. */
export function weekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

/** The Bucharest wall clock at an instant. */
export function bucharestClock(instant: Date): BucharestClock {
  const p = CLOCK_FORMAT.formatToParts(instant);
  const day = dayOf(p);
  const ms = instant.getTime();
  return {
    day,
    dayOfWeek: weekday(day),
    hour: Number(part(p, 'hour')),
    minute: Number(part(p, 'minute')),
    second: Number(part(p, 'second')),
    // Bucharest's offsets are whole minutes: its milliseconds are UTC's.
    millisecond: ((ms % 1000) + 1000) % 1000,
  };
}

const HOUR_MS = 3_600_000;

/** The wall clock's reading at an instant, as if it were UTC: its difference from the instant is the offset there. */
function wallMs(instant: number): number {
  const c = bucharestClock(new Date(instant));
  const [y, m, d] = c.day.split('-').map(Number);
  return Date.UTC(y, m - 1, d, c.hour, c.minute, c.second, c.millisecond);
}

/**
 * The instant of a Bucharest wall-clock time on a day, DST-correct as Temporal's 'compatible'
 * reading: a time the spring change skips is read with the offset before it (03:30 is 04:30
 * summer time), a time the autumn change repeats is the first of the two.
 */
export function bucharestInstant(day: string, hour: number, minute = 0): Date {
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  // The offsets a few hours either side: Bucharest changes at most once in a day, never within 6 hours twice.
  const before = wallMs(wall - 6 * HOUR_MS) - (wall - 6 * HOUR_MS);
  const after = wallMs(wall + 6 * HOUR_MS) - (wall + 6 * HOUR_MS);
  const readings = [wall - before, wall - after].filter((t) => wallMs(t) === wall);
  return new Date(readings.length ? Math.min(...readings) : wall - before);
}
