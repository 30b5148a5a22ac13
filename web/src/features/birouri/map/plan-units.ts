import { DESK_SIZE } from '@domain/floors/layout.js';
import type { Room } from '@/api/rooms.js';

// Plan units (decisions §18): x right, y down, origin at the plan's top-left corner; a floor is
// `width` × `height` of them. A desk's answer carries map coordinates instead (Leaflet CRS.Simple:
// latitude = the floor's height − y, longitude = x), so the floor's height converts them. Pure, for tests.

export interface Point {
  x: number;
  y: number;
}
export interface Rect extends Point {
  w: number;
  h: number;
}
export interface MapCoordinates {
  latitude: number;
  longitude: number;
}

/** A desk's map coordinates as a plan point (its centre). */
export const planPoint = (c: MapCoordinates, height: number): Point => ({ x: c.longitude, y: height - c.latitude });

/** A plan point as map coordinates. */
export const mapCoordinates = (p: Point, height: number): MapCoordinates => ({ latitude: height - p.y, longitude: p.x });

/** Where a desk is drawn: its rectangle around its centre. */
export function deskRect(c: MapCoordinates, height: number): Rect {
  const p = planPoint(c, height);
  return { x: p.x - DESK_SIZE.w / 2, y: p.y - DESK_SIZE.h / 2, w: DESK_SIZE.w, h: DESK_SIZE.h };
}

/** Whether a plan point lies inside a rectangle. */
export const contains = (r: Rect, p: Point) => p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;

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
