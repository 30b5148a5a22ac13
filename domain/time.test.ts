import { describe, expect, it } from 'vitest';
import { addDays, bucharestDay, bucharestInstant, formatDay, isCalendarDay, isWeekday, nextDailyAt } from './time.js';

describe('Bucharest time', () => {
  it('maps wall-clock hours to UTC in winter and summer', () => {
    expect(bucharestInstant('2026-01-15', 11).toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(bucharestInstant('2026-07-15', 11).toISOString()).toBe('2026-07-15T08:00:00.000Z');
    // The Monday after the March change (29 March 2026) is on summer time.
    expect(bucharestInstant('2026-03-30', 8).toISOString()).toBe('2026-03-30T05:00:00.000Z');
  });

  it('takes the calendar day in Bucharest, not in UTC', () => {
    expect(bucharestDay(new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-02');
    expect(bucharestDay(new Date('2026-03-01T21:59:00Z'))).toBe('2026-03-01');
    // Summer time: midnight is 21:00 UTC; the hour that repeats in October stays on the 25th.
    expect(bucharestDay(new Date('2026-07-15T21:00:00Z'))).toBe('2026-07-16');
    expect(bucharestDay(new Date('2026-07-15T20:59:59Z'))).toBe('2026-07-15');
    expect(bucharestDay(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25');
    expect(bucharestDay(new Date('2026-10-25T21:59:59Z'))).toBe('2026-10-25');
    expect(bucharestDay(new Date('2026-10-25T22:00:00Z'))).toBe('2026-10-26');
    // Years far from now, as the date filters may ask.
    expect(bucharestDay(new Date('1999-12-31T22:00:00Z'))).toBe('2000-01-01');
  });

  it('finds the next daily time across the 23-hour and 25-hour days', () => {
    expect(nextDailyAt(new Date('2026-03-28T04:00:00Z'), 6).toISOString()).toBe('2026-03-29T03:00:00.000Z');
    expect(nextDailyAt(new Date('2026-10-24T03:00:00Z'), 6).toISOString()).toBe('2026-10-25T04:00:00.000Z');
    expect(nextDailyAt(new Date('2026-03-06T14:00:00Z'), 16, isWeekday).toISOString()).toBe('2026-03-09T14:00:00.000Z');
  });

  it('knows weekdays and formats days as DD.MM.YYYY', () => {
    expect(isWeekday('2026-03-06')).toBe(true);
    expect(isWeekday('2026-03-07')).toBe(false);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(formatDay('2026-03-02')).toBe('02.03.2026');
  });
});

describe('isCalendarDay', () => {
  it('takes real days written YYYY-MM-DD and nothing else, without throwing', () => {
    for (const ok of ['2027-03-10', '2028-02-29', '2027-12-31']) expect(isCalendarDay(ok), ok).toBe(true);
    const bad = [
      '2027-3-10',
      '1',
      ' 2027-03-10',
      '2027-03-10T00:00:00Z',
      '2027-02-29',
      '2027-13-01',
      '2027-00-10',
      '2027-04-31',
      '0000-00-00',
      '275760-09-13',
      '',
      '2027-03-10 ',
      '١٢٣٤-٠١-٠١',
      20270310,
      null,
      undefined,
      {},
    ];
    for (const b of bad) expect(isCalendarDay(b), String(b)).toBe(false);
  });
});
