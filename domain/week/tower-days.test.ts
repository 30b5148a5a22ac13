import { describe, expect, it } from 'vitest';
import { requestableDays } from '../tower/calendar.js';
import { patternDateAdded, towerPatternDays, windowOpenedAt } from './tower-days.js';

const S = { fridayCutoffHour: 16, confirmationDeadlineHour: 18 };
// Winter: Bucharest = UTC+2. Friday 6 March 2026, 16:00 is the cut-off.
const friCutoff = new Date('2026-03-06T14:00:00Z');
const wed = new Date('2026-03-04T08:00:00Z');

describe("a work pattern's tower days", () => {
  it('opens a day at the Friday cut-off two weeks before its week, the moment the window first holds it', () => {
    expect(windowOpenedAt('2026-03-16', 16)).toEqual(friCutoff);
    expect(windowOpenedAt('2026-03-20', 16)).toEqual(friCutoff);
    expect(requestableDays(new Date(friCutoff.getTime() - 1), S)).not.toContain('2026-03-16');
    expect(requestableDays(friCutoff, S)).toContain('2026-03-16');
  });

  it("keeps the pattern's weekdays inside the window, and for the job only the days still waiting for their first round", () => {
    expect(towerPatternDays(wed, S, [2, 4])).toEqual(['2026-03-05', '2026-03-10', '2026-03-12']);
    expect(towerPatternDays(wed, S, [2, 4], true)).toEqual(['2026-03-10', '2026-03-12']);
    // At the cut-off next week is shared out by the first round: the job makes only the week after.
    expect(towerPatternDays(friCutoff, S, [1, 5], true)).toEqual(['2026-03-16', '2026-03-20']);
    expect(towerPatternDays(friCutoff, S, [1, 5])).toEqual(['2026-03-09', '2026-03-13', '2026-03-16', '2026-03-20']);
    expect(towerPatternDays(wed, S, [])).toEqual([]);
  });

  it("queues from the day's opening, or from a later save or ban's end, never after now", () => {
    const saved = new Date('2026-03-10T09:00:00Z');
    const now = new Date('2026-03-11T09:00:00Z');
    expect(patternDateAdded('2026-03-20', now, 16, [null])).toEqual(friCutoff);
    expect(patternDateAdded('2026-03-20', now, 16, [saved, null])).toEqual(saved);
    expect(patternDateAdded('2026-03-20', saved, 16, [now])).toEqual(saved);
  });
});
