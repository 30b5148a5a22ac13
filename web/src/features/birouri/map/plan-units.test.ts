import { describe, expect, it } from 'vitest';
import type { Room } from '@/api/rooms.js';
import { outlineOf, roomsOfFloor } from './plan-units.js';

describe('the map of a floor', () => {
  it("take a floor's rooms at their box", () => {
    const room = (id: string, floor: number) =>
      ({ id, floor, details: { name: id }, peopleNo: 4, box: { x: 1, y: 2, w: 3, h: 4 } }) as unknown as Room;
    expect(roomsOfFloor([room('E4-01', 4), room('E5-01', 5)], 4)).toEqual([
      { id: 'E4-01', name: 'E4-01', peopleNo: 4, x: 1, y: 2, w: 3, h: 4 },
    ]);
  });
  it('draw the outline of a floor without a plan as floors 4 and 5 were, scaled to its size', () => {
    expect(outlineOf(1000, 600)).toEqual({
      outline: { x: 20, y: 20, w: 960, h: 560 },
      core: { x: 880, y: 40, w: 80, h: 120, label: 'Lifturi' },
      corridorY: 175,
    });
    expect(outlineOf(300, 200).core).toBeNull();
  });
});
