import { randomUUID } from 'node:crypto';
import { AUDIT_KIND } from '../../domain/audit.js';
import { OFFICE } from '../../domain/buildings.js';
import { checkDeskDay, DESK_HOUR, DESK_MSG, DESK_REASON } from '../../domain/desks/rules.js';
import { STATUS } from '../../domain/status.js';
import { bucharestDay, bucharestInstant, isWeekday } from '../../domain/time.js';
import type { UserRow } from '../accounts/presenter.js';
import { userByUuid } from '../accounts/queries.js';
import { actsFor, groupsOf } from '../accounts/policy.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import { sqlConstraint, sqlState, UNIQUE_VIOLATION, type Queryable } from '../db/connection.js';
import { deskById } from '../desks/queries.js';
import { activeBanUntil } from '../discipline/bans-service.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { buildingSettings } from '../settings/queries.js';
import { takeParkingSpot } from './parking-service.js';
import type { DeskReservationRow } from './presenter.js';
import { activeReservationCount, holdersOn, insertReservation, personForUpdate, reservationById } from './queries.js';

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
export async function bookDesk(ctx: AppContext, me: UserRow, input: BookDeskInput): Promise<DeskReservationRow> {
  try {
    return await ctx.db.transaction(async (tx) => (await reservationById(tx, await bookWithin(tx, me, input, ctx.clock.now())))!);
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

/** Checks every rule and books, inside the caller's transaction; answers the new reservation's id. */
export async function bookWithin(tx: Queryable, me: UserRow, input: BookDeskInput, now: Date): Promise<string> {
  const s = await buildingSettings(tx, OFFICE);
  const day = input.reservationDate;
  const dayProblem = checkDeskDay(day, now, s.maxDaysDesk);
  if (dayProblem) throw badRequest(dayProblem, isWeekday(day) ? DESK_REASON.outsideWindow : DESK_REASON.weekend);

  // The occupant's row stays locked: one person's bookings are checked one after another,
  // so the active limit cannot be raced past.
  const occupant = await personForUpdate(tx, input.uuid ?? me.uuid);
  if (!occupant || !occupant.valid) throw notFound(DESK_MSG.reservationNotFound, DESK_REASON.reservationNotFound);
  const forSelf = occupant.uuid === me.uuid;
  if (!forSelf && !actsFor(me, occupant)) throw forbidden(DESK_MSG.notYourGroup, DESK_REASON.notYourGroup);
  const banned = await activeBanUntil(tx, occupant.uuid, now, OFFICE);
  if (banned) throw forbidden(DESK_MSG.banned(bucharestDay(banned)), DESK_REASON.banned);
  await checkPerson(tx, me, occupant, day, bucharestDay(now), s.maxActiveDesk);

  const desk = await deskById(tx, input.deskId);
  if (!desk) throw notFound(DESK_MSG.deskNotFound, DESK_REASON.deskNotFound);
  const shared = desk.groups_id_list.filter((g) => groupsOf(occupant).includes(g));
  if (shared.length === 0) throw forbidden(DESK_MSG.otherGroup, DESK_REASON.otherGroup);
  if (desk.manager && desk.manager !== occupant.uuid) {
    const name = (await userByUuid(tx, desk.manager))?.name ?? '';
    throw desk.type === 'Reserved' ? forbidden(DESK_MSG.allocated(name), DESK_REASON.allocated) : forbidden(DESK_MSG.blocked(name), DESK_REASON.blocked);
  }
  const groupId = input.groupId && shared.includes(input.groupId) ? input.groupId : shared[0];
  if (input.parkingSpot) await takeParkingSpot(tx, groupId, day, occupant.parking_right);
  const id = randomUUID();
  await insertReservation(tx, {
    id,
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
  return id;
}

/** The person's own limits: one desk a day, the active limit, and a manager who holds a desk that day books only for employees. */
async function checkPerson(tx: Queryable, me: UserRow, occupant: UserRow, day: string, today: string, maxActiveDesk: number) {
  const forSelf = occupant.uuid === me.uuid;
  const holders = await holdersOn(tx, day, [occupant.uuid, me.uuid]);
  if (holders.includes(occupant.uuid)) {
    throw forSelf ? conflict(DESK_MSG.selfHasBooking(day), DESK_REASON.selfHasBooking) : conflict(DESK_MSG.otherHasBooking(day), DESK_REASON.otherHasBooking);
  }
  // A manager or admin who holds a desk that day books only for employees (flex-office §5).
  if (!forSelf && occupant.role !== 'user' && holders.includes(me.uuid)) throw badRequest(DESK_MSG.onlyForEmployees, DESK_REASON.onlyForEmployees);
  if ((await activeReservationCount(tx, occupant.uuid, today)) >= maxActiveDesk) throw badRequest(DESK_MSG.maxActive(maxActiveDesk), DESK_REASON.maxActive);
}
