import { randomUUID } from 'node:crypto';
import { AUDIT_KIND } from '../../domain/audit.js';
import { OFFICE } from '../../domain/buildings.js';
import { DESK_HOUR, DESK_MSG, DESK_REASON, deskDayRefusal } from '../../domain/desks/rules.js';
import { STATUS } from '../../domain/status.js';
import { bucharestDay, bucharestInstant } from '../../domain/time.js';
import type { UserRow } from '../identity/user-row.js';
import type { Caller } from '../identity/actor.js';
import { userByUuid } from '../identity/user-queries.js';
import { actsFor, groupsOf } from '../identity/policy.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import { sqlConstraint, sqlState, UNIQUE_VIOLATION, type Queryable } from '../db/connection.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { toBuildingSettings } from '../../domain/settings.js';
import { takeParkingSpot } from './parking-service.js';
import type { DeskReservationRow } from './presenter.js';
import { bookingSubject, insertReservation, occupantStanding, type OccupantStanding } from './queries.js';

export interface BookDeskInput {
  deskId: string;
  reservationDate: string;
  uuid?: string;
  parkingSpot?: boolean;
  groupId?: string;
}

/**
 * Books a desk for a day under every rule of flex-office §5 and decisions §6, in one
 * transaction; the unique indexes on (desk, day) and (person, day) settle any race, and
 * the loser gets 409. Answers the new reservation.
 */
export async function bookDesk(ctx: AppContext, me: Caller, input: BookDeskInput): Promise<DeskReservationRow> {
  try {
    return await ctx.db.transaction((tx) => bookWithin(tx, me, input, ctx.clock.now()));
  } catch (e) {
    throw bookingRefusal(e, me, input);
  }
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
 * raced past.
 */
export async function bookWithin(tx: Queryable, me: Caller, input: BookDeskInput, now: Date): Promise<DeskReservationRow> {
  const subject = await bookingSubject(tx, input.uuid ?? me.uuid, OFFICE, input.deskId);
  const s = toBuildingSettings(subject.settings);
  const day = input.reservationDate;
  const dayRefusal = deskDayRefusal(day, now, s.maxDaysDesk);
  if (dayRefusal) throw badRequest(dayRefusal.message, dayRefusal.reason);

  const { occupant, desk } = subject;
  if (!occupant || !occupant.valid) throw notFound(DESK_MSG.reservationNotFound, DESK_REASON.reservationNotFound);
  const forSelf = occupant.uuid === me.uuid;
  if (!forSelf && !actsFor(me, occupant)) throw forbidden(DESK_MSG.notYourGroup, DESK_REASON.notYourGroup);
  const standing = await occupantStanding(tx, occupant.uuid, me.uuid, OFFICE, day, bucharestDay(now), now);
  if (standing.ban_until) throw forbidden(DESK_MSG.banned(bucharestDay(new Date(standing.ban_until))), DESK_REASON.banned);
  checkPerson(me, occupant, day, standing, s.maxActiveDesk);

  if (!desk) throw notFound(DESK_MSG.deskNotFound, DESK_REASON.deskNotFound);
  const shared = desk.groups_id_list.filter((g) => groupsOf(occupant).includes(g));
  if (shared.length === 0) throw forbidden(DESK_MSG.otherGroup, DESK_REASON.otherGroup);
  if (desk.manager && desk.manager !== occupant.uuid) {
    const name = (await userByUuid(tx, desk.manager))?.name ?? '';
    throw desk.type === 'Reserved' ? forbidden(DESK_MSG.allocated(name), DESK_REASON.allocated) : forbidden(DESK_MSG.blocked(name), DESK_REASON.blocked);
  }
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
    status: STATUS.booked,
    parking_spot: !!input.parkingSpot,
  });
  if (!forSelf) await recordAudit(tx, me, now, AUDIT_KIND.reservationForOther, occupant.uuid, { action: 'desk.book', deskId: desk.desk_id, day, parkingSpot: !!input.parkingSpot });
  return booked;
}

/** The person's own limits: one desk a day, the active limit, and a manager who holds a desk that day books only for employees. */
function checkPerson(me: UserRow, occupant: UserRow, day: string, standing: OccupantStanding, maxActiveDesk: number) {
  const forSelf = occupant.uuid === me.uuid;
  if (standing.holders.includes(occupant.uuid)) {
    throw forSelf ? conflict(DESK_MSG.selfHasBooking(day), DESK_REASON.selfHasBooking) : conflict(DESK_MSG.otherHasBooking(day), DESK_REASON.otherHasBooking);
  }
  // A manager or admin who holds a desk that day books only for employees (flex-office §5).
  if (!forSelf && occupant.role !== 'user' && standing.holders.includes(me.uuid)) throw badRequest(DESK_MSG.onlyForEmployees, DESK_REASON.onlyForEmployees);
  if (standing.active >= maxActiveDesk) throw badRequest(DESK_MSG.maxActive(maxActiveDesk), DESK_REASON.maxActive);
}
