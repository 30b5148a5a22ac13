import { centreOf, mapCoordinates } from '../../domain/floors/geometry.js';
import type { Room, RoomReservation } from '../../domain/schemas/rooms-answers.js';
import { DISPLAY_MSG } from '../../domain/displays/rules.js';
import type { Status } from '../../domain/status.js';

export interface RoomRow {
  id: string;
  floor: number;
  name: string;
  type: string;
  people_no: number;
  has_tv: boolean;
  has_audio_video: boolean;
  has_phone: boolean;
  phone_no: string | null;
  groups_id_list: string[];
  /** Its rectangle on its floor's plan, in plan units (origin top-left; decisions §18). */
  x: number;
  y: number;
  w: number;
  h: number;
}
/** A room as the answers show it: with its floor's height, whence its map coordinates. */
export type ShownRoomRow = RoomRow & { floor_height: number };
export interface RoomReservationRow {
  id: string;
  room_id: string;
  /** Null for a reservation made at the room's door (decisions §24), which `door` marks. */
  uuid: string | null;
  door?: boolean;
  /** Cancelled by the release of meetings nobody started (decisions §24). */
  released?: boolean;
  date_begin: Date;
  date_end: Date;
  creation_date: Date;
  status: Status;
  name?: string;
  room_name?: string;
}

/** A room in the API (flex-office §3 Room) with the live reservations of the day asked for. */
export function presentRoom(r: ShownRoomRow, reservations: RoomReservationRow[] = []): Room {
  const box = { x: r.x, y: r.y, w: r.w, h: r.h };
  return {
    id: r.id,
    floor: r.floor,
    details: { name: r.name, type: r.type, hasTV: r.has_tv, hasAudioVideo: r.has_audio_video, hasPhone: r.has_phone, phoneNo: r.phone_no },
    peopleNo: r.people_no,
    reservations: reservations
      .filter((x) => x.room_id === r.id)
      .map((x) => ({ _id: x.id, uuid: x.uuid, name: bookerName(x), dateBegin: iso(x.date_begin), dateEnd: iso(x.date_end) })),
    groupsIdList: r.groups_id_list,
    coordinates: mapCoordinates(centreOf(box), r.floor_height),
    box,
  };
}

export function presentRoomReservation(x: RoomReservationRow): RoomReservation {
  return {
    _id: x.id,
    uuid: x.uuid,
    name: bookerName(x),
    conferenceRoomId: x.room_id,
    roomName: x.room_name ?? null,
    creationDate: iso(x.creation_date),
    dateBegin: iso(x.date_begin),
    dateEnd: iso(x.date_end),
    status: x.status,
    released: x.released ?? false,
  };
}

const iso = (d: Date) => new Date(d).toISOString();

/** The booker's name, or 'Rezervare la ușă' for a reservation made at the door, which no person holds. */
export const bookerName = (x: Pick<RoomReservationRow, 'name' | 'door'>): string | null => x.name ?? (x.door ? DISPLAY_MSG.doorName : null);
