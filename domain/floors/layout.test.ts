import { describe, expect, it } from 'vitest';
import { deskRect, deskRectAround, mapCoordinates } from './geometry.js';
import { floorPlan, PLAN } from './layout.js';

describe('where a desk is drawn', () => {
  it('is its plan position, from the map coordinates the database keeps', () => {
    const [desk] = floorPlan(5).desks;
    expect(deskRect(mapCoordinates(desk, PLAN.height), PLAN.height)).toEqual(deskRectAround(desk));
  });
});
