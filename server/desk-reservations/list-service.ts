import { DESK_MSG, DESK_REASON } from '../../domain/desks/rules.js';
import { mayChangeDeskReservation } from '../../domain/policy.js';
import { bucharestDay } from '../../domain/time.js';
import type { UserRow } from '../identity/user-row.js';
import { actsFor } from '../identity/policy.js';
import { userByUuid } from '../identity/user-queries.js';
import { memberOf, type Caller } from '../identity/actor.js';
import type { AppContext } from '../context.js';
import { forbidden, notFound } from '../errors.js';
import type { DeskReservationRow } from './presenter.js';
import {
  bookedForOthersBy,
  groupReservations as groupReservationsBetween,
  reservationById,
  reservationsOf,
  upcomingReservationsOf,
} from './queries.js';

// Reads of desk reservations.

/** One reservation, for those who may change it: its occupant, whoever booked it, and those who act for the occupant. */
export async function deskReservation(ctx: AppContext, me: Caller, id: string): Promise<DeskReservationRow> {
  const r = await reservationById(ctx.db, id);
  if (!r) throw notFound(DESK_MSG.reservationNotFound, DESK_REASON.reservationNotFound);
  const occupant = await userByUuid(ctx.db, r.uuid);
  if (!mayChangeDeskReservation(me.actor, { uuid: r.uuid, creatorUuid: r.creator_uuid }, occupant && memberOf(occupant))) {
    throw forbidden(DESK_MSG.notOwner, DESK_REASON.notOwner);
  }
  return r;
}

/** Live reservations of the desks of a group: on one day, or from today on. */
export function groupReservations(ctx: AppContext, groupId: string, day: string | undefined): Promise<DeskReservationRow[]> {
  // One day when given, else from today on.
  return day
    ? groupReservationsBetween(ctx.db, groupId, day, day)
    : groupReservationsBetween(ctx.db, groupId, bucharestDay(ctx.clock.now()), null);
}

/** The reservations the caller holds or booked; every reservation for role admin. */
export function myReservations(ctx: AppContext, me: UserRow): Promise<DeskReservationRow[]> {
  return reservationsOf(ctx.db, me.role === 'admin', me.uuid);
}

/** Someone's live reservations from today on, for those who act for them. */
export async function upcomingReservations(ctx: AppContext, me: Caller, uuid: string): Promise<DeskReservationRow[]> {
  const other = await userByUuid(ctx.db, uuid);
  if (!other) throw notFound();
  if (!actsFor(me, other)) throw forbidden();
  return upcomingReservationsOf(ctx.db, other.uuid, bucharestDay(ctx.clock.now()));
}

/** The live reservations from today on that the caller made for other people ('Rezervate de mine pentru alții', issue #14 point 6). */
export function bookedForOthers(ctx: AppContext, me: UserRow): Promise<(DeskReservationRow & { email: string })[]> {
  return bookedForOthersBy(ctx.db, me.uuid, bucharestDay(ctx.clock.now()));
}
