import { Temporal } from '@js-temporal/polyfill';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, bucharestClock, bucharestDay, bucharestInstant, daysBetween, TZ, weekday } from './time.js';

// The rules read time without the Temporal polyfill (domain/bucharest-day.ts: the web's first
// download leaves it out, issue #24 point 3); the polyfill stays as the judge: every hour and
// half hour of days around each change of clocks, and a run of plain days, read alike.

/** The Bucharest wall clock of an instant, as Temporal reads it. */
function read(t: number) {
  const z = Temporal.Instant.fromEpochMilliseconds(t).toZonedDateTimeISO(TZ);
  return {
    day: z.toPlainDate().toString(),
    dayOfWeek: z.dayOfWeek,
    hour: z.hour,
    minute: z.minute,
    second: z.second,
    millisecond: z.millisecond,
  };
}

const CHANGES = ['2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31', '2021-03-28', '2030-10-27'];

describe('time without Temporal reads as Temporal does', () => {
  it("places every wall-clock time of the days around a change of clocks, the skipped and repeated hours too ('compatible')", () => {
    for (const change of CHANGES)
      for (let offset = -1; offset <= 1; offset++) {
        const day = addDays(change, offset);
        for (let hour = 0; hour < 24; hour++)
          for (const minute of [0, 30, 59]) {
            const expected = Temporal.PlainDate.from(day).toZonedDateTime({
              timeZone: TZ,
              plainTime: new Temporal.PlainTime(hour, minute),
            });
            expect(bucharestInstant(day, hour, minute).getTime(), `${day} ${hour}:${minute}`).toBe(expected.epochMilliseconds);
          }
      }
  });

  it('reads the wall clock of an instant every 10 minutes across a change of clocks', () => {
    for (const change of CHANGES) {
      const start = Date.parse(`${change}T00:00:00Z`) - 86_400_000;
      for (let t = start; t < start + 3 * 86_400_000; t += 10 * 60_000 + 7_001) {
        expect(bucharestClock(new Date(t)), new Date(t).toISOString()).toEqual(read(t));
      }
    }
  });

  it('reads the wall clock alike on every hour of a year and across 1931, when the change fell within an hour', () => {
    // bucharest-day.ts reads the offset once a UTC hour: a year of hours, read backwards, and
    // 1931-07-24, when Bucharest's mean time (+1:44:24) became EET at 22:15:36 UTC, inside an hour.
    const from = Date.parse('2026-01-01T00:00:00Z');
    for (let t = from + 365 * 86_400_000; t >= from; t -= 3_600_000 - 997)
      expect(bucharestClock(new Date(t)), new Date(t).toISOString()).toEqual(read(t));
    const change = Date.parse('1931-07-23T22:15:36Z');
    for (let t = change - 3 * 3_600_000; t < change + 3 * 3_600_000; t += 60_000 + 313) {
      expect(bucharestClock(new Date(t)), new Date(t).toISOString()).toEqual(read(t));
      expect(bucharestDay(new Date(t)), new Date(t).toISOString()).toBe(read(t).day);
    }
  });

  it('counts days, weekdays and months over six years, month ends and leap days included', () => {
    const first = Temporal.PlainDate.from('2023-12-25');
    for (let i = 0; i < 6 * 366; i += 3) {
      const d = first.add({ days: i });
      const day = d.toString();
      expect(weekday(day), day).toBe(d.dayOfWeek);
      expect(addDays(day, 45), day).toBe(d.add({ days: 45 }).toString());
      expect(addDays(day, -45), day).toBe(d.subtract({ days: 45 }).toString());
      expect(daysBetween('2023-12-25', day), day).toBe(i);
      for (const n of [1, -1, 12, -12]) expect(addMonths(day, n), `${day} ${n}`).toBe(d.add({ months: n }).toString());
    }
  });
});
