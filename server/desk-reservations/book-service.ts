import { randomUUID } from 'node:crypto';
import { AUDIT_KIND } from '../../domain/audit.js';
import { OFFICE } from '../../domain/buildings.js';
import { DESK_HOUR, DESK_MSG, DESK_REASON, deskBookingRefusal, deskWindow, type DeskBookingRefusal } from '../../domain/desks/rules.js';
import { STATUS } from '../../domain/status.js';
import { bucharestDay, bucharestInstant } from '../../domain/time.js';
import type { UserRow } from '../identity/user-row.js';
import type { Caller } from '../identity/actor.js';
import { userByUuid } from '../identity/user-queries.js';
import { groupsOf } from '../identity/policy.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext, Wakers } from '../context.js';
import { sqlConstraint, sqlState, UNIQUE_VIOLATION, type Queryable } from '../db/connection.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../errors.js';
import { toBuildingSettings, type BuildingSettings } from '../../domain/settings.js';
import type { PlainDesk } from './queries.js';
import { takeParkingSpot } from './parking-service.js';
import { presentDeskReservation, type DeskReservationRow } from './presenter.js';
import { noteListened, queueWebhookEvent } from '../webhooks/webhook-service.js';
import { bookingSubject, insertReservation, occupantStanding } from './queries.js';
import { remindIfDue } from './reminders.js';

export interface BookDeskInput {
  deskId: string;
  reservationDate: string;
  uuid?: string;
  parkingSpot?: boolean;
  groupId?: string;
  /** Who made it (decisions §20): the work pattern's automatic booking, or the person (by default). */
  source?: 'person' | 'pattern';
}

/**
 * Books a desk for a day under every rule of flex-office §5 and decisions §6, in one
 * transaction; the unique indexes on (desk, day) and (person, day) settle any race, and
 * the loser gets 409. Answers the new reservation.
 */
export async function bookDesk(ctx: AppContext, me: Caller, input: BookDeskInput): Promise<DeskReservationRow> {
  try {
    return await bookAndRemind(ctx, (tx, now) => bookWithin(tx, me, input, now));
  } catch (e) {
    throw bookingRefusal(e, me, input);
  }
}

/**
 * Books in one transaction and, when the day's reminder has already gone out (decisions §6), e-mails
 * this one at once in the same transaction, with the webhooks' `desk.booked` (decisions §23); the
 * outbox and the webhooks' worker are woken after the commit (QueueWorker.kick waits for it). Every
 * booking that is not confirmed on the spot goes through here.
 */
export async function bookAndRemind(
  ctx: AppContext,
  book: (tx: Queryable, now: Date) => Promise<DeskReservationRow>,
): Promise<DeskReservationRow> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await book(tx, now);
    await tellBooked(tx, ctx, ctx.config.publicUrl, row, now);
    return row;
  });
}

/**
 * What follows a desk booking in its transaction, whoever made it (a person, the work pattern): its
 * reminder at once when the day's have gone out (decisions §6) and the webhooks' `desk.booked` (§23),
 * each worker woken for after the commit.
 */
export async function tellBooked(tx: Queryable, wakers: Wakers, publicUrl: string, row: DeskReservationRow, now: Date): Promise<void> {
  if (await remindIfDue(tx, publicUrl, row, now)) wakers.outbox.kick();
  await queueWebhookEvent(tx, wakers.webhooks, 'desk.booked', presentDeskReservation(row), now);
}

/** A booking refused by a unique index of desk_reservations, as the refusal the user sees; any other error as it is. */
export function bookingRefusal(e: unknown, me: UserRow, input: Pick<BookDeskInput, 'reservationDate' | 'uuid'>): unknown {
  if (sqlState(e) !== UNIQUE_VIOLATION) return e;
  const day = input.reservationDate;
  switch (sqlConstraint(e)) {
    case 'desk_reservations_one_per_person_day':
      return (input.uuid ?? me.uuid) === me.uuid
        ? conflict(DESK_MSG.selfHasBooking(day), DESK_REASON.selfHasBooking)
        : conflict(DESK_MSG.otherHasBooking(day), DESK_REASON.otherHasBooking);
    case 'desk_reservations_one_per_desk_day':
      return conflict(DESK_MSG.taken, DESK_REASON.taken);
    default:
      return e;
  }
}

/**
 * Checks every rule and books, inside the caller's transaction; answers the new reservation.
 * The hot path of a Monday morning (issue #12): four statements, the occupant's row locked by the
 * first, their standing read by the second after that lock, so that the active limit cannot be
 * raced past. The rule itself is the domain's (deskBookingRefusal), asked with what they read.
 * A walk-up (decisions §13: a free desk checked into today) is booked under the same rule, today
 * open, and confirmed at once.
 */
export async function bookWithin(tx: Queryable, me: Caller, input: BookDeskInput, now: Date, walkUp = false): Promise<DeskReservationRow> {
  const subject = await bookingSubject(tx, input.uuid ?? me.uuid, OFFICE, input.deskId);
  noteListened(tx, subject.listened);
  const s = toBuildingSettings(subject.settings);
  const day = input.reservationDate;
  const { desk } = subject;
  const occupant = subject.occupant?.valid ? subject.occupant : null;
  const standing = occupant ? await occupantStanding(tx, occupant.uuid, me.uuid, OFFICE, day, bucharestDay(now), now) : null;
  const banUntil = standing?.ban_until ? bucharestDay(new Date(standing.ban_until)) : null;
  const refusal = deskBookingRefusal({
    when: { day, now, maxDaysDesk: s.maxDaysDesk, walkUp },
    actor: { uuid: me.uuid, role: me.role, managerOf: me.manager_of },
    person: occupant && { uuid: occupant.uuid, role: occupant.role },
    groups: occupant ? groupsOf(occupant) : [],
    banned: banUntil !== null,
    personHoldsDesk: !!occupant && !!standing?.holders.includes(occupant.uuid),
    actorHoldsDesk: !!standing?.holders.includes(me.uuid),
    active: standing ? { count: standing.active, max: s.maxActiveDesk } : undefined,
    desk: desk && { groupsIdList: desk.groups_id_list, type: desk.type, manager: desk.manager },
  });
  if (refusal) throw await refusalError(tx, refusal, { day, now, settings: s, banUntil, desk });
  // The rule refuses a missing occupant or desk: this only tells the compiler.
  if (!occupant || !desk) throw notFound(DESK_MSG.deskNotFound, DESK_REASON.deskNotFound);

  const forSelf = occupant.uuid === me.uuid;
  const shared = desk.groups_id_list.filter((g) => groupsOf(occupant).includes(g));
  const groupId = input.groupId && shared.includes(input.groupId) ? input.groupId : shared[0];
  if (input.parkingSpot) await takeParkingSpot(tx, groupId, day, occupant.parking_right);
  const booked = await insertReservation(tx, {
    id: randomUUID(),
    desk_id: desk.desk_id,
    uuid: occupant.uuid,
    creator_uuid: me.uuid,
    group_id: groupId,
    day,
    reservation_date: bucharestInstant(day, DESK_HOUR),
    creation_date: now,
    status: walkUp ? STATUS.busy : STATUS.booked,
    parking_spot: !!input.parkingSpot,
    source: input.source,
  });
  if (!forSelf)
    await recordAudit(tx, me, now, AUDIT_KIND.reservationForOther, occupant.uuid, {
      action: 'desk.book',
      deskId: desk.desk_id,
      day,
      parkingSpot: !!input.parkingSpot,
    });
  return booked;
}

/** What a refusal's message names, read by the booking. */
interface RefusalContext {
  day: string;
  now: Date;
  settings: BuildingSettings;
  banUntil: string | null;
  desk: PlainDesk | null;
}

/** The rule's refusal as the user reads it: the specification's message, with its status (decisions §2). */
async function refusalError(tx: Queryable, reason: DeskBookingRefusal, c: RefusalContext): Promise<AppError> {
  switch (reason) {
    case DESK_REASON.weekend:
      return badRequest(DESK_MSG.weekend, reason);
    case DESK_REASON.outsideWindow:
      return badRequest(DESK_MSG.outsideWindow(deskWindow(bucharestDay(c.now), c.settings.maxDaysDesk).last), reason);
    case DESK_REASON.reservationNotFound:
      return notFound(DESK_MSG.reservationNotFound, reason);
    case DESK_REASON.notYourGroup:
      return forbidden(DESK_MSG.notYourGroup, reason);
    case DESK_REASON.banned:
      return forbidden(DESK_MSG.banned(c.banUntil ?? ''), reason);
    case DESK_REASON.selfHasBooking:
      return conflict(DESK_MSG.selfHasBooking(c.day), reason);
    case DESK_REASON.otherHasBooking:
      return conflict(DESK_MSG.otherHasBooking(c.day), reason);
    case DESK_REASON.onlyForEmployees:
      return badRequest(DESK_MSG.onlyForEmployees, reason);
    case DESK_REASON.maxActive:
      return badRequest(DESK_MSG.maxActive(c.settings.maxActiveDesk), reason);
    case DESK_REASON.deskNotFound:
      return notFound(DESK_MSG.deskNotFound, reason);
    case DESK_REASON.otherGroup:
      return forbidden(DESK_MSG.otherGroup, reason);
    case DESK_REASON.allocated:
    case DESK_REASON.blocked: {
      const name = (c.desk?.manager && (await userByUuid(tx, c.desk.manager))?.name) || '';
      return forbidden(reason === DESK_REASON.allocated ? DESK_MSG.allocated(name) : DESK_MSG.blocked(name), reason);
    }
    case DESK_REASON.taken:
      return conflict(DESK_MSG.taken, reason);
  }
}
