import { describe, expect, it } from 'vitest';
import type { OccupancyRow } from '@/api/statistics.js';
import { forecastFloors, reservedShare } from './forecast-floors.js';

const day = (date: string, byFloor: OccupancyRow['byFloor']): OccupancyRow => ({
  date,
  desks: 0,
  reserved: 0,
  present: 0,
  byFloor,
  roomHours: 0,
  spots: 0,
});

describe("the forecast's floors", () => {
  it('are those with desks or reservations on some day, in order; a floor without either is left out', () => {
    const rows = [
      day('2027-03-01', [
        { floor: 5, desks: 10, reserved: 0 },
        { floor: 2, desks: 0, reserved: 0 },
      ]),
      // A deleted desk's reservation keeps its floor in the answer.
      day('2027-03-02', [
        { floor: 5, desks: 10, reserved: 4 },
        { floor: 3, desks: 0, reserved: 1 },
      ]),
    ];
    expect(forecastFloors(rows)).toEqual([3, 5]);
  });

  it("give a floor's share of desks reserved, none for a floor without desks", () => {
    expect(reservedShare({ desks: 60, reserved: 44 })).toBe(73);
    expect(reservedShare({ desks: 0, reserved: 1 })).toBeNull();
  });
});
