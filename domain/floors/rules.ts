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

/**
 * What an uploaded plan may be (decisions §18): an SVG of at most `elements` elements nested at most
 * `depth` deep, counted before it is parsed into a document; an image declaring at most `pixels` ×
 * `pixels`. Cleaning an SVG runs in a child process of its own, given `seconds` and `heapMb` (#38).
 */
export const PLAN_LIMIT = { elements: 50_000, depth: 64, pixels: 10_000, seconds: 2, heapMb: 256 } as const;

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
  planTooManyElements: `Planul are prea multe elemente: cel mult ${count(PLAN_LIMIT.elements, 'element', 'elemente')}. Simplificați desenul (de exemplu, exportați-l fără straturile ascunse) și încercați din nou.`,
  planTooDeep: `Planul are elemente incluse unele în altele pe prea multe niveluri: cel mult ${PLAN_LIMIT.depth}. Simplificați desenul (de exemplu, degrupați elementele) și încercați din nou.`,
  planTooComplex: `Planul nu a putut fi curățat în limitele serverului (${PLAN_LIMIT.seconds} secunde, ${PLAN_LIMIT.heapMb} MB de memorie). Simplificați desenul și încercați din nou.`,
  planTooManyPixels: `Imaginea planului este prea mare: cel mult ${PLAN_LIMIT.pixels} × ${PLAN_LIMIT.pixels} de pixeli. Micșorați-o și încercați din nou.`,
} as const;
export const FLOOR_REASON = reasonsOf('floor', FLOOR_MSG);

/** Where the plan's address of a floor's uploaded plan is: a new address for every upload (its version). */
export const planUrl = (floor: number, version: number | string) => `/api/floors/${floor}/plan?v=${version}`;

/** Whether a desk's centre is on the plan. */
export const pointOnPlan = (p: Point, s: Size) => p.x <= s.width && p.y <= s.height;
/** Whether a rectangle (a room, a zone) lies wholly on the plan. */
export const boxOnPlan = (b: Rect, s: Size) => b.x + b.w <= s.width && b.y + b.h <= s.height;
