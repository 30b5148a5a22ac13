import { z } from '../zod-ro.js';
import { BOOK_NOW_MINUTES, DISPLAY_MSG } from '../displays/rules.js';
import { idString } from './desks.js';
import { floorNumber } from './floors.js';
import { roomIdString } from './rooms.js';

// The requests of displays (decisions §24): the console's (building 1's administrators) and the display's own.

const NAME_MSG = 'Dați ecranului un nume de cel mult 100 de caractere.';

/** POST /api/displays/update: a new display without `_id`; a room's or a floor's, one of the two. */
export const displayUpdateBody = z
  .object({
    _id: idString.optional(),
    name: z.string().trim().min(1, NAME_MSG).max(100, NAME_MSG).meta({ example: 'Ușa sălii Carpați' }),
    roomId: roomIdString.optional().meta({ example: 'E4-02' }),
    floor: floorNumber.optional(),
  })
  .refine((b) => (b.roomId === undefined) !== (b.floor === undefined), { message: DISPLAY_MSG.onePlace, path: ['roomId'] });
export type DisplayUpdateBody = z.infer<typeof displayUpdateBody>;

export const displayIdBody = z.object({ _id: idString });
export const displayIdParams = z.object({ id: idString });

/** A display's address: its secret, checked by the service (a malformed one is an unknown display: 404). */
export const displaySecretParams = z.object({ secret: z.string().max(200) });

const MINUTES_MSG = 'Alegeți 30 sau 60 de minute.';
/** POST /api/display/{secret}/book?minutes=30|60: in the query, as the call's path names the display (domain/api/call.ts: a body or path parameters, never both). */
export const displayBookQuery = z.object({
  minutes: z.coerce
    .number(MINUTES_MSG)
    .refine((m) => (BOOK_NOW_MINUTES as readonly number[]).includes(m), MINUTES_MSG)
    .meta({ example: 30 }),
});
