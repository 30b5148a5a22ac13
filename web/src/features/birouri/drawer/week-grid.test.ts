import { describe, expect, it } from 'vitest';
import { longDayName } from '../../../../../domain/time.js';
import { weekRows } from './week-grid.js';

describe('day picker grid', () => {
  it('lays the window out in Monday-to-Friday rows, from the Monday of the first day', () => {
    const rows = weekRows('2027-03-03', '2027-03-15');
    expect(rows).toEqual([
      ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05'],
      ['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12'],
      ['2027-03-15', '2027-03-16', '2027-03-17', '2027-03-18', '2027-03-19'],
    ]);
  });
  it('names days in Romanian', () => expect(longDayName('2027-03-02')).toBe('marți, 2 martie 2027'));
});
