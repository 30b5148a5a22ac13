import { count } from '@domain/plural.js';
import * as domain from '@domain/time.js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDay,
  formatDayTime,
  formatNumber,
  formatPercent,
  formatTime,
  longDayName,
  monthTitle,
  weekdayName,
  weekdaysShort,
} from './dates.js';
import './common.js'; // an area, so that the language has messages to switch to
import { chooseLanguage } from './i18n.js';

// Issue #40 point 1: in Romanian the web's dates are character for character those of domain/time.ts.
const days: string[] = [];
for (let d = '2026-01-01'; d <= '2027-12-31'; d = domain.addDays(d, 1)) days.push(d);

afterEach(async () => {
  await chooseLanguage('ro');
});

describe('dates in Romanian (#40)', () => {
  it('writes every day of 2026–2027 exactly as domain/time.ts', () => {
    expect(days).toHaveLength(730);
    for (const day of days) {
      expect(formatDay(day, 'ro')).toBe(domain.formatDay(day));
      expect(longDayName(day, 'ro')).toBe(domain.longDayName(day));
      expect(weekdayName(day, 'ro')).toBe(domain.weekdayName(day));
      expect(monthTitle(day, 'ro')).toBe(domain.monthTitle(day));
      expect(monthTitle(day.slice(0, 7), 'ro')).toBe(domain.monthTitle(day.slice(0, 7)));
    }
  });

  it('keeps the calendars’ heads and speaks Romanian by default', () => {
    expect(weekdaysShort('ro')).toEqual(domain.WEEKDAYS_SHORT_RO);
    expect(longDayName('2027-03-19')).toBe('vineri, 19 martie 2027');
    expect(formatDay('2027-03-19')).toBe('19.03.2027');
  });

  it('reads instants on Bucharest’s clock, across both changes of the hour', () => {
    for (let h = 0; h < 24 * 730; h += 7) {
      const instant = new Date(Date.UTC(2026, 0, 1) + h * 3_600_000 + 17 * 60_000);
      const c = domain.bucharestClock(instant);
      const hhmm = `${String(c.hour).padStart(2, '0')}:${String(c.minute).padStart(2, '0')}`;
      expect(formatTime(instant, 'ro')).toBe(hhmm);
      expect(formatDayTime(instant, 'ro')).toBe(`${domain.formatDay(c.day)} ${hhmm}`);
    }
    expect(formatClock(8, 30, 'ro')).toBe('08:30');
    expect(formatClock(0, 0, 'ro')).toBe('00:00');
  });

  it('writes numbers as Romanian readers do: 12.345 and 85 %', () => {
    expect([0, 7, 999, 1000, 12345, 1234567.4].map((n) => formatNumber(n, 'ro'))).toEqual([
      '0',
      '7',
      '999',
      '1.000',
      '12.345',
      '1.234.567',
    ]);
    expect([0, 8, 85, 100].map((p) => formatPercent(p, 'ro'))).toEqual(['0\u00a0%', '8\u00a0%', '85\u00a0%', '100\u00a0%']);
  });

  it('has plural categories that are domain/plural’s count(): an ICU plural replaces it', () => {
    const rules = new Intl.PluralRules('ro-RO');
    for (let n = 0; n <= 2000; n++) {
      const category = rules.select(n);
      const words = count(n, 'zi', 'zile');
      const icu = category === 'one' ? `${n} zi` : category === 'few' ? `${n} zile` : `${n} de zile`;
      expect(icu, String(n)).toBe(words);
    }
  });
});

describe('dates in English (#40)', () => {
  it('writes en-GB', () => {
    expect(formatDay('2027-03-19', 'en')).toBe('19/03/2027');
    expect(longDayName('2027-03-19', 'en')).toMatch(/^Friday,? 19 March 2027$/);
    expect(weekdayName('2027-03-19', 'en')).toBe('Friday');
    expect(monthTitle('2027-03', 'en')).toBe('March 2027');
    expect(weekdaysShort('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(formatTime(new Date('2027-07-01T05:30:00Z'), 'en')).toBe('08:30');
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatPercent(85, 'en')).toBe('85%');
  });

  it('speaks the language chosen', async () => {
    await chooseLanguage('en');
    expect(formatDay('2027-03-19')).toBe('19/03/2027');
    expect(monthTitle('2027-03-19')).toBe('March 2027');
    await chooseLanguage('ro');
    expect(monthTitle('2027-03-19')).toBe('martie 2027');
  });
});
