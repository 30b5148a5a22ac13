import { z } from '../zod-ro.js';

// Where something is on a floor's plan, in plan units (decisions §18): the fields the floor, desk and
// room calls share. Apart from floors.ts so that desks.ts and rooms.ts, which floors.ts imports,
// can spread the placement fields into their update bodies without an import cycle.

/** How large a floor's plan may be, in plan units. */
export const PLAN_SIZE = { min: 100, max: 10000 } as const;
const POS_MSG = `Poziția trebuie să fie un număr între 0 și ${PLAN_SIZE.max}.`;
export const position = z.number({ message: POS_MSG }).min(0, POS_MSG).max(PLAN_SIZE.max, POS_MSG);
const EXTENT_MSG = `Dimensiunea trebuie să fie un număr între 1 și ${PLAN_SIZE.max}.`;
export const extent = z.number({ message: EXTENT_MSG }).min(1, EXTENT_MSG).max(PLAN_SIZE.max, EXTENT_MSG);

export const rect = { x: position, y: position, w: extent, h: extent };

/** The placement fields POST /api/desks/update takes beside its settings. */
export const deskPlacement = { x: position.optional(), y: position.optional() };
/** The placement fields POST /api/conference-rooms/update takes beside its details. */
export const roomPlacement = { x: position.optional(), y: position.optional(), w: extent.optional(), h: extent.optional() };
