import { describe, expect, it } from 'vitest';
import { totals } from './tower-days-columns.js';

describe('totals of the tower days', () => {
  it('adds each figure over the days', () => {
    const day = (date: string, n: number) => ({ date, requests: n, places: 30, unallocated: n - 1, absent: 1, occupied: n - 2 });
    expect(totals([day('2027-03-01', 10), day('2027-03-02', 5)])).toEqual({
      requests: 15,
      places: 60,
      unallocated: 13,
      absent: 2,
      occupied: 11,
    });
    expect(totals([])).toEqual({ requests: 0, places: 0, unallocated: 0, absent: 0, occupied: 0 });
  });
});
