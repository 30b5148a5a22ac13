// Bucharest wall-clock time of an instant from the engine's own time-zone data (Intl), without
// the Temporal polyfill: ~45 KB that every page of the web app would otherwise download before it
// could show a date (issue #24, point 3), and ~20× slower on the server, which asks for the day
// on every request (the map, the status card, every booking). domain/time.ts re-exports these.

/** Every rule works in Bucharest time (decisions §5). */
export const TZ = 'Europe/Bucharest';

// Made at its first use, not when the module loads: a browser's first Intl object of any kind
// loads ICU's data (45–110 ms of a page's main thread here, four times that on Lighthouse's
// phone), which the web's first download would otherwise pay before it asks for anything.
let clockFormat: Intl.DateTimeFormat | undefined;
const clock = () =>
  (clockFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

const HOUR_MS = 3_600_000;
type Parts = Intl.DateTimeFormatPart[];
const num = (p: Parts, type: Intl.DateTimeFormatPartTypes) => Number(p.find((x) => x.type === type)!.value);

/** Intl's reading of the wall clock at a whole second, as if it were UTC, minus the instant: the offset there, in ms. */
function intlOffset(ms: number): number {
  const p = clock().formatToParts(new Date(ms));
  return Date.UTC(num(p, 'year'), num(p, 'month') - 1, num(p, 'day'), num(p, 'hour'), num(p, 'minute'), num(p, 'second')) - ms;
}

/**
 * Bucharest's offset at each UTC hour asked for, read from Intl once an hour: its changes of clocks
 * fall on whole UTC hours (01:00), so an hour whose two ends read alike has one offset throughout.
 * formatToParts cost the server ~3 % of a booking's CPU and the web's pages their first render's
 * dozens of calls; an hour whose ends differ (no change of this zone since 1931) is read each time.
 */
const offsets = new Map<number, number>();
function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR_MS;
    offset = intlOffset(start);
    if (intlOffset(start + HOUR_MS - 1000) !== offset) return intlOffset(ms - (((ms % 1000) + 1000) % 1000));
    if (offsets.size > 9999) offsets.clear(); // a year of hours: a long-running server's reads stay bounded
    offsets.set(hour, offset);
  }
  return offset;
}

/** YYYY-MM-DD of a wall clock read as UTC. */
const dayOfUtc = (d: Date) => d.toISOString().slice(0, 10);

/** The Bucharest calendar day of an instant, as YYYY-MM-DD. */
export function bucharestDay(instant: Date): string {
  const ms = instant.getTime();
  return dayOfUtc(new Date(ms + offsetAt(ms)));
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
  const ms = instant.getTime();
  // The wall clock read as UTC: Bucharest's offsets are whole seconds, so its milliseconds are UTC's.
  const wall = new Date(ms + offsetAt(ms));
  return {
    day: dayOfUtc(wall),
    dayOfWeek: ((wall.getUTCDay() + 6) % 7) + 1,
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    millisecond: wall.getUTCMilliseconds(),
  };
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
  const before = offsetAt(wall - 6 * HOUR_MS);
  const after = offsetAt(wall + 6 * HOUR_MS);
  const readings = [wall - before, wall - after].filter((t) => t + offsetAt(t) === wall);
  return new Date(readings.length ? Math.min(...readings) : wall - before);
}
