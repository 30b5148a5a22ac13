import { AUDIT_KIND } from '../../domain/audit.js';
import { nextRoomNumber, roomIdOf, type Rect } from '../../domain/floors/geometry.js';
import { boxOnPlan, FLOOR_MSG, FLOOR_REASON } from '../../domain/floors/rules.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import { ROOM_MSG, ROOM_REASON } from '../../domain/rooms/rules.js';
import type { RoomCreateBody } from '../../domain/schemas/floors.js';
import type { Room } from '../../domain/schemas/rooms-answers.js';
import { bucharestClock } from '../../domain/time.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { countGroups } from '../desks/queries.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { floorForShare } from '../floors/queries.js';
import type { Caller } from '../identity/actor.js';
import { enqueueMails } from '../mail/outbox.js';
import { roomRemovedMail } from '../mail/templates.js';
import { queueWebhookEvents } from '../webhooks/webhook-service.js';
import { clockText } from './booked-mail.js';
import {
  cancelUnendedRoomReservations,
  countUnendedRoomReservations,
  insertRoom,
  roomIdsOfFloor,
  softDeleteRoom,
  type CancelledRoomReservation,
} from './layout-queries.js';
import { presentRoom, presentRoomReservation } from './presenter.js';
import { roomById, roomForUpdate } from './queries.js';

// The floor-plan editor's rooms (decisions §18): made on a floor that exists, placed and sized
// within its plan, deleted with the reservations that have not ended cancelled and their bookers
// e-mailed, their past kept.

/** A rectangle for a room on its floor: the floor kept as it is until the end of the transaction, the rectangle wholly on its plan. */
export async function checkBoxOnPlan(tx: Queryable, floor: number, box: Rect): Promise<void> {
  const f = await floorForShare(tx, floor);
  if (!f) throw notFound(FLOOR_MSG.notFound(floor), FLOOR_REASON.notFound);
  if (!boxOnPlan(box, f)) throw badRequest(FLOOR_MSG.outsidePlan(f.width, f.height), FLOOR_REASON.outsidePlan);
}

/**
 * Makes a room `E{floor}-{NN}` (the next free number when none is given; two digits at least) with
 * its rectangle on the floor's plan. A floor that does not exist is refused (404: it is made
 * first), and so is an id a room has (409). Answers the room with today's reservations (none).
 */
export function createRoom(ctx: AppContext, me: Caller, b: RoomCreateBody): Promise<Room> {
  return ctx.db.transaction(async (tx) => {
    // The floor kept as it is (its size, its being) until the commit. Two rooms made at once may draw the
    // same next number: the primary key lets one in and refuses the other (409), never a 500.
    const floor = await floorForShare(tx, b.floor);
    if (!floor) throw notFound(FLOOR_MSG.notFound(b.floor), FLOOR_REASON.notFound);
    const box = { x: b.x, y: b.y, w: b.w, h: b.h };
    if (!boxOnPlan(box, floor)) throw badRequest(FLOOR_MSG.outsidePlan(floor.width, floor.height), FLOOR_REASON.outsidePlan);
    const groupsIdList = b.groupsIdList ?? [];
    if ((await countGroups(tx, groupsIdList)) !== new Set(groupsIdList).size) throw badRequest(MSG.groupUnknown, APP_REASON.groupUnknown);
    const id = roomIdOf(b.floor, b.number ?? nextRoomNumber(await roomIdsOfFloor(tx, b.floor), b.floor));
    const d = b.details;
    const made = await insertRoom(tx, {
      id,
      floor: b.floor,
      name: d.name,
      // The kind every room of the first layout has, the table's default.
      type: d.type || ROOM_MSG.fallbackName,
      hasTV: d.hasTV ?? false,
      hasAudioVideo: d.hasAudioVideo ?? false,
      hasPhone: d.hasPhone ?? false,
      phoneNo: d.phoneNo ?? null,
      peopleNo: b.peopleNo ?? 0,
      groupsIdList,
      box,
    });
    if (!made) throw conflict(ROOM_MSG.idTaken(id), ROOM_REASON.idTaken);
    const room = (await roomById(tx, id))!;
    await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.roomsCreate, id, {
      floor: b.floor,
      ...b.details,
      peopleNo: room.people_no,
      groupsIdList,
      box,
    });
    return presentRoom(room);
  });
}

/**
 * Deletes a room: its live reservations that have not ended are cancelled, their bookers e-mailed
 * (through the outbox, after the commit) and the webhooks told (room.cancelled); its past stays.
 * With `dryRun` nothing changes. Answers how many reservations it cancels (or would).
 */
export async function deleteRoom(ctx: AppContext, me: Caller, b: { id: string; dryRun?: boolean }): Promise<{ cancelled: number }> {
  const now = ctx.clock.now();
  const cancelled = await ctx.db.transaction(async (tx) => {
    // Bookings take the room's row too (roomForBooking): one in flight is waited for, and cancelled with the rest.
    const room = await roomForUpdate(tx, b.id);
    if (!room) throw notFound(ROOM_MSG.roomNotFound, ROOM_REASON.roomNotFound);
    if (b.dryRun) return countUnendedRoomReservations(tx, room.id, now);
    const gone = await cancelUnendedRoomReservations(tx, room.id, now);
    await softDeleteRoom(tx, room.id, now);
    await mailBookers(tx, room.name, gone, now);
    if (gone.length) ctx.outbox.kick();
    if (await queueWebhookEvents(tx, 'room.cancelled', async () => gone.map(presentRoomReservation), now)) ctx.webhooks.kick();
    await recordAudit(tx, me, now, AUDIT_KIND.roomsDelete, room.id, {
      from: { floor: room.floor, name: room.name, box: { x: room.x, y: room.y, w: room.w, h: room.h }, groupsIdList: room.groups_id_list },
      cancelled: gone.map((r) => ({ reservation: r.id, uuid: r.uuid, dateBegin: r.date_begin, dateEnd: r.date_end })),
    });
    return gone.length;
  });
  return { cancelled };
}

/** Tells each booker with an address that the deleted room's reservation is cancelled. */
function mailBookers(tx: Queryable, roomName: string, gone: CancelledRoomReservation[], now: Date): Promise<void> {
  const mail = (r: CancelledRoomReservation) =>
    roomRemovedMail(r, {
      roomName,
      day: bucharestClock(r.date_begin).day,
      from: clockText(r.date_begin),
      until: clockText(r.date_end),
    });
  return enqueueMails(tx, gone.filter((r) => r.email).map(mail), now);
}
