import { describe, expect, it } from 'vitest';
import { nextDay, tabStopDay } from './day-roving.js';

// Two weeks, Monday to Friday: 01–05 and 08–12.
const DAYS = ['01', '02', '03', '04', '05', '08', '09', '10', '11', '12'];
const all = () => true;
const except =
  (...off: string[]) =>
  (d: string) =>
    !off.includes(d);

describe('nextDay', () => {
  it('moves along the calendar with Left and Right, past a week end', () => {
    expect(nextDay(DAYS, all, '02', 'ArrowRight')).toBe('03');
    expect(nextDay(DAYS, all, '05', 'ArrowRight')).toBe('08');
    expect(nextDay(DAYS, all, '08', 'ArrowLeft')).toBe('05');
  });

  it('keeps the weekday with Up and Down', () => {
    expect(nextDay(DAYS, all, '02', 'ArrowDown')).toBe('09');
    expect(nextDay(DAYS, all, '11', 'ArrowUp')).toBe('04');
  });

  it('skips the days that cannot be chosen', () => {
    expect(nextDay(DAYS, except('03', '04'), '02', 'ArrowRight')).toBe('05');
    expect(nextDay(DAYS, except('09'), '10', 'ArrowLeft')).toBe('08');
  });

  it('stays at the ends', () => {
    expect(nextDay(DAYS, all, '12', 'ArrowRight')).toBeNull();
    expect(nextDay(DAYS, all, '01', 'ArrowLeft')).toBeNull();
    expect(nextDay(DAYS, all, '03', 'ArrowUp')).toBeNull();
    expect(nextDay(DAYS, except('10'), '03', 'ArrowDown')).toBeNull();
  });

  it('goes to the first and last open day with Home and End', () => {
    expect(nextDay(DAYS, except('01', '12'), '05', 'Home')).toBe('02');
    expect(nextDay(DAYS, except('01', '12'), '05', 'End')).toBe('11');
  });
});

describe('tabStopDay', () => {
  it('is the day last focused while it can be chosen', () => {
    expect(tabStopDay(DAYS, all, '04', new Set(['02']))).toBe('04');
  });

  it('falls back to the first chosen day, then to the first open one', () => {
    expect(tabStopDay(DAYS, except('04'), '04', new Set(['09', '02']))).toBe('02');
    expect(tabStopDay(DAYS, except('01', '02'), null, new Set())).toBe('03');
    expect(tabStopDay(DAYS, () => false, null, new Set())).toBeNull();
  });
});
