import { describe, expect, it } from 'vitest';
import { closedTomorrow, cutoffPassed, firstRoundDone, requestableDays, secondRoundAt, userMayChange, windowEnd } from './calendar.js';

const S = { fridayCutoffHour: 16, confirmationDeadlineHour: 18 };
// Winter: Bucharest = UTC+2.
const wed = new Date('2026-03-04T08:00:00Z'); // Wednesday 10:00
const friBefore = new Date('2026-03-06T13:59:00Z'); // Friday 15:59
const friAfter = new Date('2026-03-06T14:00:00Z'); // Friday 16:00

describe('tower request window', () => {
  it('runs from tomorrow to the end of next week before the Friday cut-off', () => {
    expect(windowEnd(wed, 16)).toBe('2026-03-15');
    const days = requestableDays(wed, S);
    expect(days[0]).toBe('2026-03-05');
    expect(days.at(-1)).toBe('2026-03-13');
    expect(days).not.toContain('2026-03-07');
    expect(days).toHaveLength(7);
  });

  it('extends to the week after once the cut-off has passed, weekend included', () => {
    expect(cutoffPassed(friBefore, 16)).toBe(false);
    expect(cutoffPassed(friAfter, 16)).toBe(true);
    expect(requestableDays(friBefore, S).at(-1)).toBe('2026-03-13');
    expect(requestableDays(friAfter, S).at(-1)).toBe('2026-03-20');
    const saturday = new Date('2026-03-07T10:00:00Z');
    expect(requestableDays(saturday, S)[0]).toBe('2026-03-09');
    expect(requestableDays(saturday, S).at(-1)).toBe('2026-03-20');
  });

  it("closes tomorrow once today's deadline hour has passed", () => {
    expect(requestableDays(new Date('2026-03-04T15:59:00Z'), S)[0]).toBe('2026-03-05');
    expect(requestableDays(new Date('2026-03-04T16:00:00Z'), S)[0]).toBe('2026-03-06');
  });

  it('names tomorrow as closed, for the calendar to say why, only when it is a working day past the deadline', () => {
    expect(closedTomorrow(new Date('2026-03-04T15:59:00Z'), 18)).toBeNull();
    expect(closedTomorrow(new Date('2026-03-04T16:00:00Z'), 18)).toBe('2026-03-05');
    // Friday evening: tomorrow is Saturday, closed as a weekend.
    expect(closedTomorrow(new Date('2026-03-06T17:00:00Z'), 18)).toBeNull();
  });
});

describe('allocation calendar', () => {
  it('counts this week, and next week after the cut-off, as already allocated', () => {
    expect(firstRoundDone('2026-03-06', wed, 16)).toBe(true);
    expect(firstRoundDone('2026-03-09', wed, 16)).toBe(false);
    expect(firstRoundDone('2026-03-09', friAfter, 16)).toBe(true);
    expect(firstRoundDone('2026-03-16', friAfter, 16)).toBe(false);
  });

  it("puts a day's deadline at the deadline hour of the working day before", () => {
    expect(secondRoundAt('2026-03-05', 18).toISOString()).toBe('2026-03-04T16:00:00.000Z');
    expect(secondRoundAt('2026-03-09', 18).toISOString()).toBe('2026-03-06T16:00:00.000Z'); // Monday → Friday
    expect(secondRoundAt('2026-03-30', 18).toISOString()).toBe('2026-03-27T16:00:00.000Z');
    expect(secondRoundAt('2026-03-31', 18).toISOString()).toBe('2026-03-30T15:00:00.000Z'); // summer time
    expect(userMayChange('2026-03-05', new Date('2026-03-04T15:59:59Z'), 18)).toBe(true);
    expect(userMayChange('2026-03-05', new Date('2026-03-04T16:00:00Z'), 18)).toBe(false);
  });
});
