import { count } from '../plural.js';
import { reasonsOf } from '../reasons.js';
import type { Point, Rect, Size } from './geometry.js';

// Floors owned by the organisation (decisions §18): what a new floor is, where desks and rooms may
// be placed on it, and the refusals of the floor, plan and placement calls (their ids and the
// conversions: geometry.ts). Positions are plan units of the floor: x right, y down, origin
// top-left; a desk is placed by its centre, a room and a zone by their rectangle.

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

/** Where the plan's address of a floor's uploaded plan is: a new address for every upload (its version). */
export const planUrl = (floor: number, version: number | string) => `/api/floors/${floor}/plan?v=${version}`;

/** Whether a desk's centre is on the plan. */
export const pointOnPlan = (p: Point, s: Size) => p.x <= s.width && p.y <= s.height;
/** Whether a rectangle (a room, a zone) lies wholly on the plan. */
export const boxOnPlan = (b: Rect, s: Size) => b.x + b.w <= s.width && b.y + b.h <= s.height;
