import { describe, expect, it } from 'vitest';
import { byNearness, deskDistance, nearestOnFloor, type PlacedDesk } from './nearest.js';

const d = (deskId: string, floor: number, x: number, y: number): PlacedDesk => ({ deskId, floor, x, y });

describe('nearness of desks on the plans', () => {
  it('measures between centres', () => {
    expect(deskDistance({ x: 0, y: 0 }, { x: 30, y: 40 })).toBe(50);
  });

  it('orders its own floor by distance, then the other floors by floor difference and distance', () => {
    const from = d('4-1', 4, 100, 100);
    const desks = [
      d('6-1', 6, 100, 100),
      d('4-9', 4, 400, 100),
      d('5-1', 5, 900, 500),
      d('3-1', 3, 100, 110),
      d('4-2', 4, 150, 100),
      d('5-2', 5, 110, 100),
    ];
    expect(byNearness(from, desks).map((n) => n.desk.deskId)).toEqual(['4-2', '4-9', '3-1', '5-2', '5-1', '6-1']);
    expect(byNearness(from, desks)[0]).toMatchObject({ distance: 50, floorGap: 0 });
  });

  it('breaks ties by desk number read as a number, and keeps the floor asked about only when told', () => {
    const from = d('4-1', 4, 0, 0);
    const desks = [d('4-10', 4, 10, 0), d('4-2', 4, 0, 10), d('5-1', 5, 0, 0)];
    expect(byNearness(from, desks, { sameFloorOnly: true }).map((n) => n.desk.deskId)).toEqual(['4-2', '4-10']);
  });

  it('leaves the desk itself out of its nearest on the floor, up to the limit', () => {
    const from = d('4-1', 4, 0, 0);
    const desks = [from, d('4-2', 4, 5, 0), d('4-3', 4, 50, 0), d('4-4', 4, 500, 0), d('3-1', 3, 1, 0)];
    expect(nearestOnFloor(from, desks, 2).map((n) => n.desk.deskId)).toEqual(['4-2', '4-3']);
  });
});
