import { describe, expect, it } from 'vitest';
import { dayRange, flexPageRange, flexRange, FLEX_START, lastDays, monthRange } from './date-range.js';

const MARCH = { from: '2027-03-01', to: '2027-03-31' };

describe('dayRange', () => {
  it('keeps an ordered pair as it is', () => {
    expect(dayRange('2027-03-02', '2027-03-09', MARCH)).toEqual({ from: '2027-03-02', to: '2027-03-09' });
  });

  it('swaps a reversed pair', () => {
    expect(dayRange('2027-03-09', '2027-03-02', MARCH)).toEqual({ from: '2027-03-02', to: '2027-03-09' });
  });

  it('fills a missing bound with the other, so that one day is chosen', () => {
    expect(dayRange('2027-04-07', null, MARCH)).toEqual({ from: '2027-04-07', to: '2027-04-07' });
    expect(dayRange('', '2027-04-07', MARCH)).toEqual({ from: '2027-04-07', to: '2027-04-07' });
  });

  it('falls back to the default without either bound', () => {
    expect(dayRange(undefined, '', MARCH)).toBe(MARCH);
  });
});

describe('monthRange', () => {
  it('spans the whole month of the day, leap years included', () => {
    expect(monthRange('2027-03-17')).toEqual(MARCH);
    expect(monthRange('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2027-02-28')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });
});

describe('flexRange', () => {
  it('runs from the flexible office statistics start to today', () => {
    expect(FLEX_START).toBe('2021-02-08');
    expect(flexRange('2027-03-17')).toEqual({ from: '2021-02-08', to: '2027-03-17' });
  });
});

describe('lastDays', () => {
  it('counts today as the last of the days, across months and years', () => {
    expect(lastDays('2027-03-17', 1)).toEqual({ from: '2027-03-17', to: '2027-03-17' });
    expect(lastDays('2027-03-17', 7)).toEqual({ from: '2027-03-11', to: '2027-03-17' });
    expect(lastDays('2027-03-01', 2)).toEqual({ from: '2027-02-28', to: '2027-03-01' });
    expect(lastDays('2028-03-01', 2)).toEqual({ from: '2028-02-29', to: '2028-03-01' });
    expect(lastDays('2027-01-05', 30)).toEqual({ from: '2026-12-07', to: '2027-01-05' });
  });
});

describe('flexPageRange', () => {
  it('opens the statistics pages on the last 90 days, today included (decisions §10)', () => {
    expect(flexPageRange('2027-03-01')).toEqual({ from: '2026-12-02', to: '2027-03-01' });
  });
});
