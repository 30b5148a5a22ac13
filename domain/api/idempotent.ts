import type { CallKey } from './index.js';

// Issue #38, point 11: the bookings and cancellations that take an `Idempotency-Key` header. A
// repeat of a key by the same person within IDEMPOTENCY_HOURS answers the first outcome instead of
// acting again (server/idempotency/). Listed here, apart from the call tables, because the web reads
// it at run time (web/src/api/client.ts sends a key on these calls only) and the tables carry zod
// schemas that must not reach its bundle. The server declares the header on these routes and only
// these (server/http/route.ts), so the list is the one declaration.
export const IDEMPOTENT_CALLS = [
  // Booking a desk (for oneself, or by a manager or an administrator for someone else); with an
  // `_id`, cancelling or confirming it.
  'POST /reservations/desks/update',
  'POST /reservations/desks/delete',
  'POST /reservations/desks/random',
  // Check-in at the desk, which may book it (walk-up, decisions §13).
  'POST /reservations/desks/checkin',
  'POST /reservations/conference-rooms/update',
  'POST /reservations/conference-rooms/delete',
  'POST /reservations/parking/add',
  'GET /reservations/parking/delete/:id',
  // An absence, which cancels the person's bookings in its days, and its deletion: a repeat without
  // the key was refused (409 absence.overlap, 404 absence.notFound) though the first had acted.
  'POST /absences/update',
  'POST /absences/delete',
] as const satisfies readonly CallKey[];

export type IdempotentCall = (typeof IDEMPOTENT_CALLS)[number];

export const isIdempotentCall = (key: string): key is IdempotentCall => (IDEMPOTENT_CALLS as readonly string[]).includes(key);

/** The header, as HTTP names it (case does not matter on the wire). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A key the client made: 8 to 128 letters (without diacritics), digits, '-' and '_' (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** How long a key answers its first outcome; after that it is a new key, and the nightly purge forgets it. */
export const IDEMPOTENCY_HOURS = 24;
