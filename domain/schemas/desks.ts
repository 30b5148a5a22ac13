import { FLOOR_RANGE } from '../floors/layout.js';
import { z } from '../zod-ro.js';
import { isCalendarDay } from '../time.js';
import { UPLOAD_LIMIT } from '../upload-messages.js';
import { deskPlacement } from './placement.js';

// Request bodies of the desk and desk-reservation calls (flex-office §7, decisions §2).
/** A calendar day YYYY-MM-DD that exists (no 30 February); anything else is a 400, never a throw. */
const DAY_MSG = 'Data trebuie să fie o zi validă, în formatul AAAA-LL-ZZ.';
export const dayString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MSG)
  .refine(isCalendarDay, DAY_MSG)
  .meta({ format: 'date', example: '2026-03-02' });
export const deskIdString = z
  .string()
  .regex(/^\d+-\d+$/, 'Biroul nu este valid')
  .meta({ example: '3-12' });
export const idString = z.uuid();

export const deskReservationCreate = z.object({
  deskId: deskIdString,
  reservationDate: dayString,
  uuid: z.uuid().optional(),
  parkingSpot: z.boolean().optional(),
  groupId: z.string().min(1).max(100).optional(),
});
export const deskReservationChange = z.object({
  _id: idString,
  status: z.enum(['booked', 'busy', 'cancelled']).optional(),
  parkingSpot: z.boolean().optional(),
});
/** `update` creates without an _id and changes with one (decisions §2). */
export const deskReservationUpdate = z.union([deskReservationChange, deskReservationCreate]);
export const deskReservationParking = z.object({ _id: idString, parkingSpot: z.boolean() });
export const byId = z.object({ _id: idString });
export const groupDayQuery = z.object({ groupId: z.string().min(1).max(100), date: dayString.optional() });
export const randomDeskBody = z.object({
  groupId: z.string().min(1).max(100),
  reservationDate: dayString,
  uuid: z.uuid().optional(),
  parkingSpot: z.boolean().optional(),
});
export const deskUpdate = z.object({
  deskId: deskIdString,
  groupsIdList: z.array(z.string().min(1).max(100)).max(50).optional(),
  type: z.enum(['Reserved', 'Manager']).nullable().optional(),
  manager: z.uuid().nullable().optional(),
  // Its place on the floor's plan (decisions §18): the floor-plan editor moves it.
  ...deskPlacement,
});
export type DeskUpdateBody = z.infer<typeof deskUpdate>;
export const attendingBody = z.object({
  attendingList: z
    .array(z.object({ date: z.string().max(20), email: z.string().max(320) }))
    .min(1)
    .max(UPLOAD_LIMIT.rows.attendance),
});
export type AttendingBody = z.infer<typeof attendingBody>;
export const upcomingBody = z.object({ uuid: z.uuid() });
export const dateQuery = z.object({ date: dayString.optional() });

/** 'Find a colleague' (#43 point 3): the people holding a desk on `date` (today by default) whose name holds `q`. */
export const deskHoldersQuery = z.object({
  date: dayString.optional(),
  q: z.string().trim().min(1, 'Scrieți cel puțin o literă din nume.').max(100, 'Căutarea are cel mult 100 de caractere.'),
});
export type DeskHoldersQuery = z.infer<typeof deskHoldersQuery>;

/** A floor asked for in a query string (?floor=4): digits only, FLOOR_RANGE; anything else is a 400. */
const FLOOR_MSG = `Etajul trebuie să fie un număr întreg între ${FLOOR_RANGE.min} și ${FLOOR_RANGE.max}.`;
export const floorQueryValue = z
  .string(FLOOR_MSG)
  .regex(/^\d{1,3}$/, FLOOR_MSG)
  .transform(Number)
  .pipe(z.number().int().min(FLOOR_RANGE.min, FLOOR_MSG).max(FLOOR_RANGE.max, FLOOR_MSG))
  .meta({ description: "Only this floor's desks: a whole number from 0 to 200.", example: '4' });
/** GET /api/desks: a day, and optionally one floor (issue #24: the map of one floor). */
export const deskMapQuery = z.object({ date: dayString.optional(), floor: floorQueryValue.optional() });

/** POST /api/reservations/desks/checkin (decisions §13): the desk of the label scanned. */
export const checkinBody = z.object({ deskId: deskIdString.max(32, 'Biroul nu este valid') });
