import { AUDIT_KIND } from '../../domain/audit.js';
import { canCancelDesk, DESK_MSG, DESK_REASON } from '../../domain/desks/rules.js';
import { mayChangeDeskReservation } from '../../domain/policy.js';
import { STATUS, type Status } from '../../domain/status.js';
import type { UserRow } from '../identity/user-row.js';
import { userByUuid } from '../identity/user-queries.js';
import { memberOf, type Caller } from '../identity/actor.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { takeParkingSpot } from './parking-service.js';
import { presentDeskReservation, type DeskReservationRow } from './presenter.js';
import type { WebhookEvent } from '../../domain/webhooks/events.js';
import { heardBy } from '../webhooks/webhook-service.js';
import { cancelReservation, confirmReservation, reservationById, reservationByIdForUpdate, setReservationParking } from './queries.js';

// Changes of a desk reservation. Each command locks the reservation, checks the caller's
// right on the locked row, changes it and answers it as it now is, in one transaction.

/** Cancels a desk reservation: more than 24 hours ahead, unless the caller is an administrator. */
export function cancelDesk(ctx: AppContext, me: Caller, id: string): Promise<DeskReservationRow> {
  return heardBy(ctx, presentDeskReservation, async (tx) => {
    const r = await lockForChange(tx, me, id);
    const now = ctx.clock.now();
    const cancelled = await cancel(tx, me, r, now);
    const row = (await reservationById(tx, id))!;
    return { row, events: cancelled ? ['desk.cancelled'] : [], now };
  });
}

/** Requests or releases the parking spot of a live reservation. */
export function setDeskParking(ctx: AppContext, me: Caller, id: string, wanted: boolean): Promise<DeskReservationRow> {
  return ctx.db.transaction(async (tx) => {
    const r = await lockForChange(tx, me, id);
    await setParking(tx, me, r, wanted, ctx.clock.now());
    return (await reservationById(tx, id))!;
  });
}

/**
 * The `update` call on an existing reservation (decisions §2): cancels it (status cancelled) or
 * confirms presence (status busy), and requests or releases its parking spot, all or nothing.
 */
export function changeDeskReservation(
  ctx: AppContext,
  me: Caller,
  id: string,
  change: { status?: Status; parkingSpot?: boolean },
): Promise<DeskReservationRow> {
  return heardBy(ctx, presentDeskReservation, async (tx) => {
    const now = ctx.clock.now();
    const events: WebhookEvent[] = [];
    if (change.status === STATUS.busy) {
      await confirm(tx, me, await reservationByIdForUpdate(tx, id));
      events.push('desk.checkedin');
      if (change.parkingSpot !== undefined) await setParking(tx, me, (await reservationById(tx, id))!, change.parkingSpot, now);
    } else {
      const r = await lockForChange(tx, me, id);
      if (change.status === STATUS.cancelled) {
        if (await cancel(tx, me, r, now)) events.push('desk.cancelled');
      } else if (change.parkingSpot !== undefined) await setParking(tx, me, r, change.parkingSpot, now);
    }
    return { row: (await reservationById(tx, id))!, events, now };
  });
}

/** The reservation, locked, if the caller may change it: its occupant, whoever booked it, and those who act for the occupant. */
async function lockForChange(tx: Queryable, me: Caller, id: string): Promise<DeskReservationRow> {
  const r = await reservationByIdForUpdate(tx, id);
  if (!r) throw notFound(DESK_MSG.reservationNotFound, DESK_REASON.reservationNotFound);
  const occupant = await userByUuid(tx, r.uuid);
  if (!mayChangeDeskReservation(me.actor, { uuid: r.uuid, creatorUuid: r.creator_uuid }, occupant && memberOf(occupant))) {
    throw forbidden(DESK_MSG.notOwner, DESK_REASON.notOwner);
  }
  return r;
}

/**
 * An action on someone else's reservation by its occupant's administrator or manager (neither
 * the occupant nor whoever booked it) is recorded in the audit log (decisions §12).
 */
async function auditForOther(
  tx: Queryable,
  me: UserRow,
  r: DeskReservationRow,
  now: Date,
  action: string,
  details: object = {},
): Promise<void> {
  if (me.uuid === r.uuid || me.uuid === r.creator_uuid) return;
  await recordAudit(tx, me, now, AUDIT_KIND.reservationForOther, r.uuid, {
    action,
    reservation: r.id,
    deskId: r.desk_id,
    day: r.day,
    ...details,
  });
}

/** Cancels a live reservation; false when it was cancelled already. */
async function cancel(tx: Queryable, me: UserRow, r: DeskReservationRow, now: Date): Promise<boolean> {
  if (r.status === STATUS.cancelled) return false;
  if (!canCancelDesk(new Date(r.reservation_date), now, me.role === 'admin')) throw badRequest(DESK_MSG.cancel24h, DESK_REASON.cancel24h);
  await cancelReservation(tx, r.id);
  await auditForOther(tx, me, r, now, 'desk.cancel');
  return true;
}

async function setParking(tx: Queryable, me: UserRow, r: DeskReservationRow, wanted: boolean, now: Date): Promise<void> {
  if (r.status === STATUS.cancelled) throw badRequest(DESK_MSG.reservationNotFound, DESK_REASON.reservationNotFound);
  if (r.parking_spot === wanted) return;
  if (wanted) await takeParkingSpot(tx, r.group_id, r.day, !!(await userByUuid(tx, r.uuid))?.parking_right);
  await setReservationParking(tx, r.id, wanted);
  await auditForOther(tx, me, r, now, 'desk.parking', { parkingSpot: wanted });
}

/** Confirms presence: only the occupant, only once, only for a live reservation (flex-office §4). */
async function confirm(tx: Queryable, me: UserRow, r: DeskReservationRow | null): Promise<void> {
  if (!r || r.status === STATUS.cancelled) throw notFound(DESK_MSG.reservationNotFound, DESK_REASON.reservationNotFound);
  if (r.uuid !== me.uuid) throw forbidden(DESK_MSG.notOwner, DESK_REASON.notOwner);
  if (r.status === STATUS.busy) throw badRequest(DESK_MSG.alreadyConfirmed, DESK_REASON.alreadyConfirmed);
  await confirmReservation(tx, r.id);
}
