import { canCancelDesk } from '@domain/desks/rules.js';
import { STATUS, type Status } from '@domain/status.js';
import { formatDay } from '@/i18n/dates.js';
import type { DeskReservation } from '@/api/desks.js';
import type { RoomReservation } from '@/api/rooms.js';
import { canConfirmPresence } from '../presence/presence-rules.js';
import { desks } from '@/i18n/desks.js';
import { translate } from '@/i18n/i18n.js';
import { notCancellable } from '../desk-state.js';
import { formatSpan } from '../rooms/room-form.js';
import { bookedForYouBy, floorLine } from '../desk-words.js';

// The phone's list of upcoming reservations (issue #14, point 11): desks and rooms in one list,
// in the order they begin, each saying what the person may still do with it.

interface Common {
  id: string;
  /** 'Biroul 5-12' or the room's name. */
  title: string;
  /** Day and time, then the floor or who booked it. */
  lines: string[];
  status: Status;
  /** Offered only where the server would accept it (the desks' 24-hour rule). */
  cancellable: boolean;
  beginsAt: number;
}

export type PhoneItem =
  | (Common & { kind: 'desk'; desk: DeskReservation; confirmable: boolean })
  | (Common & { kind: 'room'; room: RoomReservation; confirmable: false });

export interface Viewer {
  uuid: string;
  isAdmin: boolean;
}

export function deskItem(r: DeskReservation, me: Viewer, now: Date): PhoneItem {
  const cancellable = canCancelDesk(new Date(r.reservationDate), now, me.isAdmin);
  const byOther = r.creatorUuid !== me.uuid ? bookedForYouBy(r.creatorName) : null;
  const lines = [
    translate(desks, 'desks.phone.allDay', { day: formatDay(r.day) }),
    floorLine(r.floor, r.parkingSpot),
    byOther,
    cancellable ? null : notCancellable(),
  ];
  return {
    kind: 'desk',
    id: r._id,
    title: translate(desks, 'desks.deskName', { deskId: r.deskId }),
    lines: lines.filter((l): l is string => !!l),
    status: r.status,
    cancellable,
    confirmable: canConfirmPresence(r, me.uuid),
    beginsAt: Date.parse(r.reservationDate),
    desk: r,
  };
}

export function roomItem(r: RoomReservation, me: Viewer): PhoneItem {
  // Rooms have no 24-hour rule (flex-office §5): any upcoming one may be cancelled, by its booker or role
  // admin (a door booking, decisions §24, has no booker), unless it is no longer live (released).
  return {
    kind: 'room',
    id: r._id,
    title: r.roomName || translate(desks, 'desks.roomFallbackName'),
    lines: [formatSpan(r.dateBegin, r.dateEnd), translate(desks, 'desks.meetingRoom')],
    status: r.status,
    cancellable: r.status !== STATUS.cancelled && (r.uuid === me.uuid || me.isAdmin),
    confirmable: false,
    beginsAt: Date.parse(r.dateBegin),
    room: r,
  };
}

/** The person's upcoming desks and rooms, earliest first (a desk's day begins at 11:00). */
export function phoneItems(desks: readonly DeskReservation[], rooms: readonly RoomReservation[], me: Viewer, now: Date): PhoneItem[] {
  return [...desks.map((d) => deskItem(d, me, now)), ...rooms.map((r) => roomItem(r, me))].sort((a, b) => a.beginsAt - b.beginsAt);
}
