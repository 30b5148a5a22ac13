import { describe, expect, it } from 'vitest';
import { bucharestInstant } from '../time.js';
import { bookedAllDay, overlaps, ROOM_MSG, roomIntervalMessage, roomIntervalRule } from './rules.js';

const at = (day: string, h: number, m = 0) => bucharestInstant(day, h, m);
const now = new Date('2026-03-02T08:00:00Z');

describe('room intervals', () => {
  it('treats intervals as half-open: touching ends do not overlap', () => {
    const a = { begin: at('2026-03-03', 9), end: at('2026-03-03', 10) };
    expect(overlaps(a, { begin: at('2026-03-03', 10), end: at('2026-03-03', 11) })).toBe(false);
    expect(overlaps(a, { begin: at('2026-03-03', 9, 30), end: at('2026-03-03', 10, 30) })).toBe(true);
    expect(overlaps(a, { begin: at('2026-03-03', 8), end: at('2026-03-03', 12) })).toBe(true);
  });

  it('keeps 08:00 and 20:30 in Bucharest across the daylight-saving change', () => {
    expect(roomIntervalRule(at('2026-03-30', 8), at('2026-03-30', 8, 30), new Date('2026-03-27T08:00:00Z'), 30)).toBeNull();
    expect(at('2026-03-30', 8).toISOString()).toBe('2026-03-30T05:00:00.000Z');
    expect(roomIntervalRule(at('2026-03-30', 7, 30), at('2026-03-30', 8), new Date('2026-03-27T08:00:00Z'), 30)).toBe('badTime');
    expect(roomIntervalRule(at('2026-10-26', 20), at('2026-10-26', 20, 30), new Date('2026-10-23T08:00:00Z'), 30)).toBeNull();
  });

  it('names each broken rule, and gives it the specification message', () => {
    expect(roomIntervalRule(at('2026-03-03', 8), at('2026-03-03', 20, 30), now, 30)).toBeNull();
    expect(roomIntervalRule(at('2026-03-03', 8), at('2026-03-03', 21), now, 30)).toBe('badTime');
    expect(roomIntervalRule(at('2026-03-03', 9), at('2026-03-03', 9), now, 30)).toBe('endBeforeStart');
    expect(roomIntervalRule(at('2026-03-03', 9), at('2026-03-04', 9), now, 30)).toBe('tooLong');
    expect(roomIntervalRule(at('2026-03-07', 9), at('2026-03-07', 10), now, 30)).toBe('weekend');
    expect(roomIntervalRule(at('2026-03-02', 9), at('2026-03-02', 10), now, 30)).toBe('inPast');
    expect(roomIntervalRule(at('2026-04-02', 9), at('2026-04-02', 10), now, 30)).toBe('tooFar');
    expect(roomIntervalMessage('tooFar', 30)).toBe(ROOM_MSG.tooFar(30));
    expect(roomIntervalMessage('weekend', 30)).toBe(ROOM_MSG.weekend);
  });

  it('knows when a room is booked the whole day', () => {
    const day = '2026-03-03';
    expect(bookedAllDay(day, [{ begin: at(day, 8), end: at(day, 20, 30) }])).toBe(true);
    expect(
      bookedAllDay(day, [
        { begin: at(day, 8), end: at(day, 12) },
        { begin: at(day, 12), end: at(day, 20, 30) },
      ]),
    ).toBe(true);
    expect(
      bookedAllDay(day, [
        { begin: at(day, 8), end: at(day, 12) },
        { begin: at(day, 12, 30), end: at(day, 20, 30) },
      ]),
    ).toBe(false);
    expect(bookedAllDay(day, [])).toBe(false);
  });
});
