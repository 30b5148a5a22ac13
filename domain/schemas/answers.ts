import { z } from 'zod';
import { REASON_CODES } from '../reasons.js';

// The shapes of the API's answers (decisions §2): every answer is the envelope, {err: 0, payload}
// on success and {err, payload: null, message, reason} on a refusal. The server declares these per
// route (they serialise the answer and describe it in openapi.json) and the web imports their
// inferred types, so one definition serves both sides.

/** A calendar day, YYYY-MM-DD. */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ format: 'date', example: '2026-03-02' });
/** An instant, ISO 8601 in UTC (`toISOString()`). */
export const instant = z.iso.datetime().meta({ example: '2026-03-02T08:00:00.000Z' });
/** An identifier the server made (a reservation, a user, a room…). */
export const uuid = z.uuid().meta({ example: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b' });
/** A desk of CityOffices: floor and number, `3-12`. */
export const deskId = z
  .string()
  .regex(/^\d+-\d+$/)
  .meta({ example: '3-12' });

/** Where a desk reservation or a tower request came from (decisions §20): the desk, tower and week answers share it. */
export const reservationSource = z
  .enum(['person', 'pattern'])
  .meta({ description: "Who made it: the person (or someone for them), or the work pattern's automatic booking." });
export type ReservationSource = z.infer<typeof reservationSource>;

/** A successful answer carrying `payload`; a few writes add the Romanian confirmation in `message`. */
export function envelope<T extends z.ZodType>(payload: T) {
  return z.object({ err: z.literal(0), payload, message: z.string().optional() });
}

/** A refusal: `err` is the HTTP status, `message` the sentence for the user, `reason` the stable code clients key on. */
export const apiError = z
  .object({
    err: z.number().int().min(400).max(599),
    payload: z.null(),
    message: z.string(),
    reason: z
      .enum(REASON_CODES)
      .optional()
      .meta({ description: 'The stable code of the refusal (docs/api-reasons.md); absent on a fault.' }),
  })
  .meta({
    id: 'ApiError',
    description:
      'A refusal or a fault: `err` repeats the HTTP status, `message` is the Romanian sentence for the user (it may be reworded), `reason` the stable code to key on.',
    example: { err: 409, payload: null, message: 'Biroul este deja rezervat', reason: 'desk.taken' },
  });
export type ApiError = z.infer<typeof apiError>;
