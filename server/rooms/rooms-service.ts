import { ROOM_MSG, ROOM_REASON } from '../../domain/rooms/rules.js';
import { bucharestDay, daySpan } from '../../domain/time.js';
import { actsFor, mayChangeRoomReservation } from '../identity/policy.js';
import type { UserRow } from '../identity/user-row.js';
import type { Caller } from '../identity/actor.js';
import { userByUuid } from '../identity/user-queries.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { forbidden, notFound } from '../errors.js';
import { presentRoom, presentRoomReservation } from './presenter.js';
import { liveReservationsBetween, reservationsOf, roomById, roomReservationById, roomsOfGroup, upcomingReservationsOf } from './queries.js';

// What the room screens read: rooms with the live reservations of a Bucharest day, and reservations.

/** Live reservations overlapping a Bucharest day. */
const liveReservationsOn = (q: Queryable, day: string) => {
  const { from, to } = daySpan(day);
  return liveReservationsBetween(q, from, to);
};

const today = (ctx: AppContext) => bucharestDay(ctx.clock.now());

/** Every room (groupId null) or those of one group, with the live reservations of `day` (today when not given). */
export async function roomsOnDay(ctx: AppContext, day: string | undefined, groupId: string | null) {
  const rooms = await roomsOfGroup(ctx.db, groupId);
  const reservations = await liveReservationsOn(ctx.db, day ?? today(ctx));
  return rooms.map((r) => presentRoom(r, reservations));
}

/** One room with today's live reservations. */
export async function roomInfo(ctx: AppContext, roomId: string) {
  const room = await roomById(ctx.db, roomId);
  if (!room) throw notFound(ROOM_MSG.roomNotFound, ROOM_REASON.roomNotFound);
  return presentRoom(room, await liveReservationsOn(ctx.db, today(ctx)));
}

/** The live reservations of every room on `day` (today when not given). */
export async function reservationsOnDay(ctx: AppContext, day: string | undefined) {
  return (await liveReservationsOn(ctx.db, day ?? today(ctx))).map(presentRoomReservation);
}

/** A person's live reservations that have not ended, for themselves and those who act for them. */
export async function upcomingReservations(ctx: AppContext, me: Caller, uuid: string) {
  const other = await userByUuid(ctx.db, uuid);
  if (!other) throw notFound();
  if (!actsFor(me, other)) throw forbidden();
  return (await upcomingReservationsOf(ctx.db, other.uuid, ctx.clock.now())).map(presentRoomReservation);
}

/** The caller's reservations, or every reservation for role admin. */
export async function reservationsOfCaller(ctx: AppContext, me: UserRow) {
  return (await reservationsOf(ctx.db, me.role === 'admin', me.uuid)).map(presentRoomReservation);
}

/** One reservation, for its booker and role admin. */
export async function reservationOf(ctx: AppContext, me: Caller, id: string) {
  const r = await roomReservationById(ctx.db, id);
  if (!r) throw notFound(ROOM_MSG.roomNotFound, ROOM_REASON.roomNotFound);
  if (!mayChangeRoomReservation(me, r)) throw forbidden();
  return presentRoomReservation(r);
}
