import { randomUUID } from 'node:crypto';
import { AUDIT_KIND } from '../../domain/audit.js';
import { OFFICE } from '../../domain/buildings.js';
import { DESK_MSG, DESK_REASON } from '../../domain/desks/rules.js';
import { exemptFromRoomLimit } from '../../domain/policy.js';
import {
  ROOM_MSG,
  ROOM_REASON,
  roomCheckinOpen,
  roomIntervalMessage,
  roomIntervalRule,
  roomReleaseMinutesOf,
} from '../../domain/rooms/rules.js';
import type { RoomReservation } from '../../domain/schemas/rooms-answers.js';
import { STATUS, type Status } from '../../domain/status.js';
import type { WebhookEvent } from '../../domain/webhooks/events.js';
import { mayBookRoom, mayChangeRoomReservation } from '../identity/policy.js';
import type { Caller } from '../identity/actor.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import { EXCLUSION_VIOLATION, sqlConstraint, sqlState, type Queryable } from '../db/connection.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { buildingSettings } from '../settings/queries.js';
import { heardBy } from '../webhooks/webhook-service.js';
import { mustHoldActiveAccount } from '../identity/account-hold.js';
import { enqueueRoomBookedMail } from './booked-mail.js';
import { presentRoomReservation, type RoomReservationRow } from './presenter.js';
import {
  countActiveReservations,
  insertRoomReservation,
  lockRoomOfReservation,
  roomForBooking,
  roomReservationById,
  roomReservationForUpdate,
  updateRoomReservation,
} from './queries.js';

// The room booking commands (flex-office §5 and §7): each runs in one transaction, and the
// exclusion constraint room_reservations_no_overlap has the last word on overlaps.

function checkInterval(now: Date, begin: Date, end: Date, maxDaysRoom: number) {
  const rule = roomIntervalRule(begin, end, now, maxDaysRoom);
  if (rule) throw badRequest(roomIntervalMessage(rule, maxDaysRoom), ROOM_REASON[rule]);
}

/** Runs a command whose write the exclusion constraint may refuse: the loser of a race gets 409 (`refusal`, the room lists' own by default). */
export async function guardOverlap<T>(fn: () => Promise<T>, refusal = () => conflict(ROOM_MSG.overlap, ROOM_REASON.overlap)): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (sqlState(e) === EXCLUSION_VIOLATION && sqlConstraint(e) === 'room_reservations_no_overlap') throw refusal();
    throw e;
  }
}

/** A change of a reservation heard by the webhooks (heardBy), the loser of an overlap race refused with 409; answered as the API answers it. */
async function changeHeard(
  ctx: AppContext,
  change: (tx: Queryable) => Promise<{ row: RoomReservationRow; events: WebhookEvent[]; now: Date }>,
): Promise<RoomReservation> {
  return presentRoomReservation(await guardOverlap(() => heardBy(ctx, presentRoomReservation, change)));
}

/** Books a room for the caller: the interval rules, the room's groups, maxActiveRoom (managers and administrators exempt); e-mails the confirmation. */
export async function bookRoom(ctx: AppContext, me: Caller, input: { conferenceRoomId: string; dateBegin: string; dateEnd: string }) {
  const now = ctx.clock.now();
  const begin = new Date(input.dateBegin);
  const end = new Date(input.dateEnd);
  return changeHeard(ctx, async (tx) => {
    const s = await buildingSettings(tx, OFFICE);
    checkInterval(now, begin, end, s.maxDaysRoom);
    const room = await roomForBooking(tx, input.conferenceRoomId);
    if (!room) throw notFound(ROOM_MSG.roomNotFound, ROOM_REASON.roomNotFound);
    if (!mayBookRoom(me, room)) throw forbidden(ROOM_MSG.otherGroup, ROOM_REASON.otherGroup);
    // The booker's row: held while their bookings are counted one at a time, and against a deactivation.
    const counted = !exemptFromRoomLimit({ role: me.role, managerOf: me.manager_of });
    await mustHoldActiveAccount(tx, me.uuid, me.uuid, counted ? 'update' : 'share');
    if (counted && (await countActiveReservations(tx, me.uuid, now)) >= s.maxActiveRoom)
      throw badRequest(ROOM_MSG.maxActive(s.maxActiveRoom), ROOM_REASON.maxActive);
    const id = randomUUID();
    await insertRoomReservation(tx, { id, roomId: room.id, uuid: me.uuid, begin, end, now });
    await enqueueRoomBookedMail(tx, ctx.config.publicUrl, me, { id, room, begin, end }, now, roomReleaseMinutesOf(s));
    ctx.outbox.kick();
    return { row: (await roomReservationById(tx, id))!, events: ['room.booked'], now };
  });
}

/**
 * The webhooks' event of a change of status: cancelled, or booked → busy, the only way a room
 * reservation is confirmed today. A change of times alone, or busy → booked, is none.
 */
function eventsOf(from: Status, to: Status): WebhookEvent[] {
  if (from === to) return [];
  if (to === STATUS.cancelled) return ['room.cancelled'];
  return from === STATUS.booked && to === STATUS.busy ? ['room.checkedin'] : [];
}

/** The booker or an administrator changes the times or the status of a reservation; rooms have no 24-hour rule. */
export async function changeRoomReservation(
  ctx: AppContext,
  me: Caller,
  input: { _id: string; dateBegin?: string; dateEnd?: string; status?: Status },
) {
  return changeHeard(ctx, async (tx) => {
    const now = ctx.clock.now();
    const roomExists = await lockRoomOfReservation(tx, input._id);
    const r = await roomReservationForUpdate(tx, input._id);
    if (!r) throw notFound(ROOM_MSG.roomNotFound, ROOM_REASON.roomNotFound);
    if (!mayChangeRoomReservation(me, r)) throw forbidden(DESK_MSG.notOwner, DESK_REASON.notOwner);
    let begin = r.date_begin;
    let end = r.date_end;
    let status = r.status;
    if (input.dateBegin || input.dateEnd) {
      if (r.status === STATUS.cancelled) throw badRequest(DESK_MSG.reservationNotFound, DESK_REASON.reservationNotFound);
      // A deleted room's past reservation (decisions §18) cannot be moved to a time to come.
      if (!roomExists) throw notFound(ROOM_MSG.roomNotFound, ROOM_REASON.roomNotFound);
      begin = new Date(input.dateBegin ?? r.date_begin);
      end = new Date(input.dateEnd ?? r.date_end);
      checkInterval(now, begin, end, (await buildingSettings(tx, OFFICE)).maxDaysRoom);
    }
    if (input.status && input.status !== r.status) {
      if (r.status === STATUS.cancelled) throw badRequest(DESK_MSG.reservationNotFound, DESK_REASON.reservationNotFound);
      status = input.status;
    }
    if (begin !== r.date_begin || end !== r.date_end || status !== r.status) {
      await updateRoomReservation(tx, r.id, begin, end, status);
      // An administrator acting on someone else's booking is recorded (decisions §12).
      if (r.uuid !== me.uuid) {
        await recordAudit(tx, me, now, AUDIT_KIND.reservationForOther, r.uuid ?? '', {
          action: status === STATUS.cancelled && r.status !== STATUS.cancelled ? 'room.cancel' : 'room.change',
          reservation: r.id,
          roomId: r.room_id,
          from: { dateBegin: r.date_begin, dateEnd: r.date_end, status: r.status },
          to: { dateBegin: begin, dateEnd: end, status },
        });
      }
    }
    return { row: (await roomReservationById(tx, r.id))!, events: eventsOf(r.status, status), now };
  });
}

export const cancelRoomReservation = (ctx: AppContext, me: Caller, id: string) =>
  changeRoomReservation(ctx, me, { _id: id, status: STATUS.cancelled });

/**
 * The booker (or role admin) confirms that a meeting has started (decisions §24): from 10 minutes before
 * it until it ends, so that the release of meetings nobody starts passes it by. Confirmed already, nothing changes.
 */
export async function checkinRoomReservation(ctx: AppContext, me: Caller, id: string) {
  return changeHeard(ctx, async (tx) => {
    const now = ctx.clock.now();
    await lockRoomOfReservation(tx, id);
    const r = await roomReservationForUpdate(tx, id);
    if (!r) throw notFound(ROOM_MSG.roomNotFound, ROOM_REASON.roomNotFound);
    if (!mayChangeRoomReservation(me, r)) throw forbidden(DESK_MSG.notOwner, DESK_REASON.notOwner);
    if (r.status === STATUS.cancelled) throw conflict(ROOM_MSG.checkinCancelled, ROOM_REASON.checkinCancelled);
    if (r.status === STATUS.busy) return { row: (await roomReservationById(tx, r.id))!, events: [], now };
    if (!roomCheckinOpen(now, r.date_begin, r.date_end)) throw conflict(ROOM_MSG.checkinNotNow, ROOM_REASON.checkinNotNow);
    await updateRoomReservation(tx, r.id, r.date_begin, r.date_end, STATUS.busy);
    // An administrator confirming someone else's meeting acts on their booking (decisions §12).
    if (r.uuid !== me.uuid)
      await recordAudit(tx, me, now, AUDIT_KIND.reservationForOther, r.uuid ?? '', {
        action: 'room.checkin',
        reservation: r.id,
        roomId: r.room_id,
      });
    return { row: (await roomReservationById(tx, r.id))!, events: ['room.checkedin'], now };
  });
}
