import { describe, expect, it } from 'vitest';
import { monthTitle } from '@domain/time.js';
import { addMonths, monthOf, monthWeeks } from './month-grid.js';

describe('month grid', () => {
  it('starts weeks on Monday', () => {
    // 1 June 2027 is a Tuesday, 30 June a Wednesday.
    const weeks = monthWeeks('2027-06');
    expect(weeks[0]).toEqual([null, '2027-06-01', '2027-06-02', '2027-06-03', '2027-06-04', '2027-06-05', '2027-06-06']);
    expect(weeks.at(-1)).toEqual(['2027-06-28', '2027-06-29', '2027-06-30', null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });
  it('needs no padding for a month that begins on Monday', () => {
    expect(monthWeeks('2027-03')[0][0]).toBe('2027-03-01');
    expect(monthWeeks('2027-02')).toHaveLength(4);
  });
  it('names and moves months', () => {
    expect(monthOf('2027-03-15')).toBe('2027-03');
    expect(addMonths('2027-12', 1)).toBe('2028-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(monthTitle('2027-03')).toBe('martie 2027');
  });
});
