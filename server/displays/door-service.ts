import { randomUUID } from 'node:crypto';
import { AUDIT_KIND } from '../../domain/audit.js';
import { bookNowSpan, DISPLAY_MSG, DISPLAY_REASON, DISPLAY_SECRET, underWayAt, type BookNowMinutes } from '../../domain/displays/rules.js';
import type { DisplayPress, DisplayReservation } from '../../domain/schemas/display-answers.js';
import { STATUS } from '../../domain/status.js';
import { bucharestDay, daySpan } from '../../domain/time.js';
import type { WebhookEvent } from '../../domain/webhooks/events.js';
import { OFFICE } from '../../domain/buildings.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { hashToken } from '../identity/tokens.js';
import { presentRoomReservation, type RoomReservationRow } from '../rooms/presenter.js';
import { roomForBooking, roomReservationById, updateRoomReservation } from '../rooms/queries.js';
import { guardOverlap } from '../rooms/reservations-service.js';
import { buildingSettings } from '../settings/queries.js';
import { heardBy } from '../webhooks/webhook-service.js';
import { displayBySecret, insertDoorReservation, liveReservationsOfRoom, type FoundDisplay } from './queries.js';

// A room's display presses (decisions §24): 'Rezervați acum', 'Confirmați începerea', 'Eliberați sala'.
// Anyone at the door may press them: the secret in the display's address is the only credential,
// and each press is audited as the display's. Each runs in one transaction holding the room's row,
// as every writer of a room's reservations does (rooms/queries.ts roomForBooking); the exclusion
// constraint has the last word on overlaps.

/** The display behind a secret; 404 for an unknown, revoked or malformed one (a malformed one costs no read). */
export async function displayOf(q: Queryable, secret: string): Promise<FoundDisplay> {
  const found = DISPLAY_SECRET.test(secret) ? await displayBySecret(q, hashToken(secret)) : null;
  if (!found) throw notFound(DISPLAY_MSG.notFound, DISPLAY_REASON.notFound);
  return found;
}

/** A room display's own: a floor's board books nothing (400). */
function roomOf(d: FoundDisplay): string {
  if (!d.room_id) throw badRequest(DISPLAY_MSG.notRoom, DISPLAY_REASON.notRoom);
  return d.room_id;
}

/** Today in Bucharest, and its span. */
export function todayOf(now: Date): { day: string; from: Date; to: Date } {
  const day = bucharestDay(now);
  return { day, ...daySpan(day) };
}

/** A reservation as the display shows it; a person's name only when names are shown. */
export function presentDoorReservation(
  x: Pick<RoomReservationRow, 'id' | 'date_begin' | 'date_end' | 'status' | 'door' | 'name'>,
  showNames: boolean,
): DisplayReservation {
  return {
    _id: x.id,
    dateBegin: new Date(x.date_begin).toISOString(),
    dateEnd: new Date(x.date_end).toISOString(),
    status: x.status,
    name: x.door ? DISPLAY_MSG.doorName : showNames ? (x.name ?? null) : null,
    door: x.door ?? false,
  };
}

/** The display's audit entries: written as the display, its id in the actor's place. */
const asDisplay = (d: FoundDisplay) => ({ uuid: d.id, name: d.name });

/**
 * One press in one transaction, the room's row held: what it wrote, heard by the webhooks, audited as
 * the display's. `press` answers the reservation's id and what it did.
 */
async function pressed(
  ctx: AppContext,
  secret: string,
  press: (
    tx: Queryable,
    d: FoundDisplay,
    roomId: string,
    live: RoomReservationRow[],
    now: Date,
  ) => Promise<{ id: string; action: DisplayPress['action']; events: WebhookEvent[] }>,
): Promise<DisplayPress> {
  let action: DisplayPress['action'] = 'booked';
  let showNames = true;
  const row = await guardOverlap(
    () =>
      heardBy(ctx, presentRoomReservation, async (tx) => {
        const d = await displayOf(tx, secret);
        const roomId = roomOf(d);
        if (!(await roomForBooking(tx, roomId))) throw notFound(DISPLAY_MSG.roomNotFound, DISPLAY_REASON.roomNotFound);
        // The time once the room is held: a press that waited for another's sees that one under way,
        // where a `now` read before the wait would end at its start, a booking of a few milliseconds.
        const now = ctx.clock.now();
        const { from, to } = todayOf(now);
        const live = await liveReservationsOfRoom(tx, roomId, from, to);
        const done = await press(tx, d, roomId, live, now);
        action = done.action;
        showNames = (await buildingSettings(tx, OFFICE)).showNamesOnDisplays === 1;
        const kind = {
          booked: AUDIT_KIND.displayBook,
          confirmed: AUDIT_KIND.displayCheckin,
          already: null,
          released: AUDIT_KIND.displayRelease,
        }[action];
        if (kind) await recordAudit(tx, asDisplay(d), now, kind, roomId, { display: d.id, reservation: done.id });
        return { row: (await roomReservationById(tx, done.id))!, events: done.events, now };
      }),
    () => conflict(DISPLAY_MSG.underWay, DISPLAY_REASON.underWay),
  );
  return {
    action,
    reservation: presentDoorReservation(row, showNames),
  };
}

/** 'Rezervați acum': from now to the half-hour boundary 30 or 60 minutes on, cut at the next reservation and at 20:00 (domain bookNowSpan). */
export const bookNow = (ctx: AppContext, secret: string, minutes: BookNowMinutes) =>
  pressed(ctx, secret, async (tx, d, roomId, live, now) => {
    const span = bookNowSpan(
      now,
      minutes,
      live.map((r) => ({ begin: r.date_begin, end: r.date_end })),
    );
    if (span === 'closed') throw badRequest(DISPLAY_MSG.closed, DISPLAY_REASON.closed);
    if (span === 'underWay') throw conflict(DISPLAY_MSG.underWay, DISPLAY_REASON.underWay);
    const id = randomUUID();
    await insertDoorReservation(tx, { id, roomId, displayId: d.id, begin: span.begin, end: span.end, now });
    return { id, action: 'booked', events: ['room.booked'] };
  });

/** The reservation under way now, or 409. */
function current(now: Date, live: RoomReservationRow[]): RoomReservationRow {
  const r = underWayAt(
    now,
    live.map((x) => ({ ...x, begin: x.date_begin, end: x.date_end })),
  );
  if (!r) throw conflict(DISPLAY_MSG.nothingUnderWay, DISPLAY_REASON.nothingUnderWay);
  return r;
}

/** 'Confirmați începerea': the reservation under way is held (busy); already held, nothing changes. */
export const checkinAtDoor = (ctx: AppContext, secret: string) =>
  pressed(ctx, secret, async (tx, _d, _roomId, live, now) => {
    const r = current(now, live);
    if (r.status === STATUS.busy) return { id: r.id, action: 'already', events: [] };
    await updateRoomReservation(tx, r.id, r.date_begin, r.date_end, STATUS.busy);
    return { id: r.id, action: 'confirmed', events: ['room.checkedin'] };
  });

/** 'Eliberați sala': the reservation under way ends now, freeing the rest of its time (one that begins this instant is cancelled). */
export const releaseAtDoor = (ctx: AppContext, secret: string) =>
  pressed(ctx, secret, async (tx, _d, _roomId, live, now) => {
    const r = current(now, live);
    const started = r.date_begin.getTime() < now.getTime();
    await updateRoomReservation(tx, r.id, r.date_begin, started ? now : r.date_end, started ? r.status : STATUS.cancelled);
    return { id: r.id, action: 'released', events: ['room.released'] };
  });
