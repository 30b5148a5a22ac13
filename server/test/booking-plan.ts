import { planBookings, widenBookingLimits, type Booking } from '../../bench/http/bookings.js';
import { nextWorkingDay } from '../../domain/desks/rules.js';
import { bucharestDay } from '../../domain/time.js';
import type { Queryable } from '../db/connection.js';
import { createSession } from '../identity/sessions-service.js';

export type { Booking };

/**
 * Desk bookings of the demo office's people that each must succeed, from the working day after
 * `now` on (the bench's planner, with its wider limits), and a session for each person who books
 * (made in the database: no login, so no throttling). For tests that stream bookings over HTTP.
 */
export async function plannedBookings(db: Queryable, now: Date, max: number): Promise<{ plan: Booking[]; tokenOf: Map<string, string> }> {
  await widenBookingLimits(db);
  const { rows } = await db.query<{ uuid: string }>(
    "SELECT uuid FROM users WHERE role = 'user' AND valid AND (building = '1' OR '1' = ANY (building_list)) ORDER BY username",
  );
  const today = bucharestDay(now);
  const plan = await planBookings(
    db,
    rows.map((r) => r.uuid),
    today,
    nextWorkingDay(today),
    max,
  );
  const tokenOf = new Map<string, string>();
  for (const uuid of new Set(plan.map((b) => b.uuid))) tokenOf.set(uuid, await createSession(db, uuid, now, 30));
  return { plan, tokenOf };
}

/** The booking's request body (POST /api/reservations/desks/update). */
export const bookingBody = (b: Booking) => ({ deskId: b.deskId, reservationDate: b.day });

/** The bookings of `plan` that the database holds (not cancelled), as keys of `keyOf`. */
export async function bookingsHeld(db: Queryable, plan: Booking[]): Promise<Set<string>> {
  const days = [...new Set(plan.map((b) => b.day))];
  const { rows } = await db.query<{ uuid: string; desk_id: string; day: string }>(
    "SELECT uuid, desk_id, day FROM desk_reservations WHERE day = ANY ($1::date[]) AND status <> 'cancelled'",
    [days],
  );
  const planned = new Set(plan.map(keyOf));
  return new Set(rows.map((r) => keyOf({ uuid: r.uuid, deskId: r.desk_id, day: r.day })).filter((k) => planned.has(k)));
}

export const keyOf = (b: Booking) => `${b.uuid} ${b.deskId} ${b.day}`;
