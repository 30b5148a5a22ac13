import { describe, expect, it } from 'vitest';
import { deskBox, DESK_SIZE, floorPlan, toMapCoordinates } from './layout.js';

describe('where a desk is drawn', () => {
  it('is its plan position, from the map coordinates the database keeps', () => {
    const [desk] = floorPlan(5).desks;
    const box = deskBox(toMapCoordinates(desk.x, desk.y));
    expect(box).toEqual({ x: desk.x - DESK_SIZE.w / 2, y: desk.y - DESK_SIZE.h / 2, w: DESK_SIZE.w, h: DESK_SIZE.h });
  });
});
