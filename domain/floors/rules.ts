import { count } from '../plural.js';
import { reasonsOf } from '../reasons.js';

// Floors owned by the organisation (decisions §18): what a new floor is, how desks and rooms are
// named and placed on it, and the refusals of the floor, plan and placement calls. Positions are
// plan units of the floor: x right, y down, origin top-left; a desk is placed by its centre, a
// room and a zone by their rectangle.

/** A floor made without a size has today's (every floor of the first layout was 1000 × 600). */
export const DEFAULT_FLOOR_SIZE = { width: 1000, height: 600 } as const;
export const defaultFloorName = (floor: number) => `Etajul ${floor}`;

export const FLOOR_MSG = {
  notFound: (floor: number) => `Etajul ${floor} nu există. Creați-l mai întâi în secțiunea Planuri.`,
  notEmpty: (desks: number, rooms: number) =>
    `Etajul nu poate fi șters cât timp are birouri sau săli: are ${count(desks, 'birou', 'birouri')} și ${count(rooms, 'sală', 'săli')}. Ștergeți-le mai întâi.`,
  outsidePlan: (width: number, height: number) => `Poziția trebuie să fie în interiorul planului etajului, de ${width} × ${height}.`,
  itemsOutside: (n: number) =>
    `Planul nu poate fi micșorat: ${count(n, 'element', 'elemente')} (birouri, săli sau zone) ar rămâne în afara lui. Mutați-le mai întâi.`,
  madeMeanwhile: 'Etajul a fost creat între timp de un alt administrator. Reîncărcați pagina și încercați din nou.',
  planType: 'Planul trebuie să fie un fișier SVG, PNG sau JPEG.',
  planUnreadable: 'Fișierul planului nu a putut fi citit: nu este un SVG, PNG sau JPEG valid.',
  planNotFound: 'Acest etaj nu are un plan încărcat.',
} as const;
export const FLOOR_REASON = reasonsOf('floor', FLOOR_MSG);

/** A desk's id: its floor, a dash and its number ('4-12'). */
export const deskIdOf = (floor: number, n: number) => `${floor}-${n}`;
/** A room's id: E, its floor, a dash and its number of at least two digits ('E4-01'). */
export const roomIdOf = (floor: number, n: number) => `E${floor}-${String(n).padStart(2, '0')}`;

/** Where the plan's address of a floor's uploaded plan is: a new address for every upload (its version). */
export const planUrl = (floor: number, version: number | string) => `/api/floors/${floor}/plan?v=${version}`;

export interface Size {
  width: number;
  height: number;
}
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A desk's map coordinates (Leaflet CRS.Simple, latitude upwards) on a floor of this height. */
export function deskCoordinates(height: number, p: { x: number; y: number }): { latitude: number; longitude: number } {
  return { latitude: height - p.y, longitude: p.x };
}

/** A room's map coordinates: those of its rectangle's centre. */
export function roomCoordinates(height: number, b: Box): { latitude: number; longitude: number } {
  return deskCoordinates(height, { x: b.x + b.w / 2, y: b.y + b.h / 2 });
}

/** Whether a desk's centre is on the plan. */
export const pointOnPlan = (p: { x: number; y: number }, s: Size) => p.x <= s.width && p.y <= s.height;
/** Whether a rectangle (a room, a zone) lies wholly on the plan. */
export const boxOnPlan = (b: Box, s: Size) => b.x + b.w <= s.width && b.y + b.h <= s.height;
