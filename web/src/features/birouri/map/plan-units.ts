import type { Rect } from '@domain/floors/geometry.js';
import type { Room } from '@/api/rooms.js';

// What the map draws of a floor besides its desks, in plan units (the conversions and a desk's
// rectangle: domain/floors/geometry.ts). Pure, for tests.

/** A meeting room as the map draws it: its rectangle on the plan (the rooms' answer's `box`). */
export interface MapRoom extends Rect {
  id: string;
  name: string;
  peopleNo: number;
}

/** The rooms of one floor, from the rooms' answer. */
export function roomsOfFloor(rooms: readonly Room[], floor: number): MapRoom[] {
  return rooms.filter((r) => r.floor === floor).map((r) => ({ id: r.id, name: r.details.name, peopleNo: r.peopleNo, ...r.box }));
}

/**
 * The drawing of a floor that has no uploaded plan: an outline 20 units in, a service core with the
 * lifts at the top right and a corridor under the rooms' row, as floors 4 and 5 were drawn (the
 * same places on a 1000 × 600 floor), scaled to the floor's size; no core on a floor too small for one.
 */
export function outlineOf(width: number, height: number) {
  const m = 20;
  return {
    outline: { x: m, y: m, w: width - 2 * m, h: height - 2 * m },
    core: width >= 400 && height >= 240 ? { x: width - 120, y: 40, w: 80, h: 120, label: 'Lifturi' } : null,
    corridorY: Math.round((height * 175) / 600),
  };
}
