import { FLOOR_RANGE } from '../floors/layout.js';
import { z } from '../zod-ro.js';
import { deskIdString } from './desks.js';
import { PLAN_SIZE, position, rect } from './placement.js';
import { roomIdString } from './rooms.js';
import { noControlChars } from './text.js';

export { PLAN_SIZE, deskPlacement, rect, roomPlacement } from './placement.js';

// Floors owned by the organisation (decisions §18): the request bodies and answers of the floor,
// plan, desk-placement and room-placement calls. Positions are plan units of the floor: x right,
// y down, origin top-left; a desk is placed by its centre, a room and a zone by their rectangle.

const FLOOR_MSG = `Etajul trebuie să fie un număr întreg între ${FLOOR_RANGE.min} și ${FLOOR_RANGE.max}.`;
export const floorNumber = z
  .number({ message: FLOOR_MSG })
  .int(FLOOR_MSG)
  .min(FLOOR_RANGE.min, FLOOR_MSG)
  .max(FLOOR_RANGE.max, FLOOR_MSG)
  .meta({ example: 4 });

const SIZE_MSG = `Dimensiunea planului trebuie să fie un număr întreg între ${PLAN_SIZE.min} și ${PLAN_SIZE.max}.`;
const planSize = z.number({ message: SIZE_MSG }).int(SIZE_MSG).min(PLAN_SIZE.min, SIZE_MSG).max(PLAN_SIZE.max, SIZE_MSG);
const groupIds = z.array(z.string().min(1).max(100)).max(50);

/** A group's zone on a floor: the area the plan tints and labels with the group's name. */
export const floorZone = z.object({
  groupId: z.string().min(1).max(100),
  label: z.string().trim().min(1).max(100).check(noControlChars()),
  ...rect,
});
export type FloorZone = z.infer<typeof floorZone>;

/** The number part of a new desk's or room's id; the next free one when absent. */
const NUMBER_MSG = 'Numărul trebuie să fie un număr întreg între 1 și 9999.';
const itemNumber = z.number({ message: NUMBER_MSG }).int(NUMBER_MSG).min(1, NUMBER_MSG).max(9999, NUMBER_MSG);

// ---- bodies ----

/** POST /api/floors/update: creates the floor when it does not exist (then name, width and height default). */
export const floorUpdateBody = z.object({
  floor: floorNumber,
  name: z.string().trim().min(1, 'Numele etajului este obligatoriu.').max(100).check(noControlChars()).optional(),
  width: planSize.optional(),
  height: planSize.optional(),
  zones: z.array(floorZone).max(100).optional(),
});
export type FloorUpdateBody = z.infer<typeof floorUpdateBody>;

/** POST /api/floors/delete: only a floor with no desks and no rooms. */
export const floorDeleteBody = z.object({ floor: floorNumber });

/** POST /api/floors/plan: the multipart form's `floor` field (the file is the `file` part). */
export const floorPlanField = z
  .string()
  .regex(/^\d{1,3}$/, FLOOR_MSG)
  .transform(Number)
  .pipe(floorNumber);
/** The plan files accepted, and their limit (decisions §18). */
export const PLAN_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg'] as const;
export const PLAN_MAX_BYTES = 5 * 1024 * 1024;

/** POST /api/desks/create. */
export const deskCreateBody = z.object({
  floor: floorNumber,
  number: itemNumber.optional(),
  x: position,
  y: position,
  groupsIdList: groupIds,
});
export type DeskCreateBody = z.infer<typeof deskCreateBody>;

/**
 * POST /api/desks/delete and /api/conference-rooms/delete: with `dryRun` nothing changes and the
 * answer says how many future reservations a deletion would cancel (the editor's confirmation).
 */
export const deskDeleteBody = z.object({ deskId: deskIdString, dryRun: z.boolean().optional() });
export const roomDeleteBody = z.object({ id: roomIdString, dryRun: z.boolean().optional() });

const PEOPLE_NO = 'Capacitatea trebuie să fie un număr întreg între 0 și 1000.';
/** POST /api/conference-rooms/create. */
export const roomCreateBody = z.object({
  floor: floorNumber,
  number: itemNumber.optional(),
  ...rect,
  details: z.object({
    name: z.string().trim().min(1, 'Numele sălii este obligatoriu.').max(100).check(noControlChars()),
    type: z.string().trim().max(100).check(noControlChars()).optional(),
    hasTV: z.boolean().optional(),
    hasAudioVideo: z.boolean().optional(),
    hasPhone: z.boolean().optional(),
    phoneNo: z.string().trim().max(30).check(noControlChars()).nullable().optional(),
  }),
  peopleNo: z.number({ message: PEOPLE_NO }).int(PEOPLE_NO).min(0, PEOPLE_NO).max(1000, PEOPLE_NO).optional(),
  groupsIdList: groupIds.optional(),
});
export type RoomCreateBody = z.infer<typeof roomCreateBody>;

// ---- answers ----

export const floorAnswer = z
  .object({
    floor: floorNumber,
    name: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    /** The uploaded plan (GET, with the session's token), changed address on every upload; null: the drawn outline. */
    planUrl: z.string().nullable(),
    zones: z.array(z.object({ groupId: z.string(), label: z.string(), x: z.number(), y: z.number(), w: z.number(), h: z.number() })),
  })
  .meta({
    id: 'Floor',
    description:
      'A floor of CityOffices (decisions §18): its name, the size of its plan in plan units, its uploaded plan if any, and its group zones.',
    example: {
      floor: 4,
      name: 'Etajul 4',
      width: 1000,
      height: 600,
      planUrl: '/api/floors/4/plan?v=3',
      zones: [{ groupId: 'it', label: 'Tehnologia Informației', x: 510, y: 190, w: 215, h: 370 }],
    },
  });
export type FloorInfo = z.infer<typeof floorAnswer>;
export const floorListAnswer = z.array(floorAnswer);

/** The answer of a deletion (or its dry run): how many future reservations it cancels. */
export const deletionAnswer = z.object({ cancelled: z.number().int().min(0) }).meta({
  id: 'Deletion',
  description: 'How many future reservations the deletion cancels (or, on a dry run, would cancel); their holders are e-mailed.',
  example: { cancelled: 2 },
});

/** Where a room is drawn on its floor's plan (answer field `box` of a room). */
export const roomBox = z
  .object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() })
  .meta({ description: "The room's rectangle on its floor's plan, in plan units (origin top-left)." });
