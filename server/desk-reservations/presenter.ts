import { parseDeskId } from '../../domain/floors/geometry.js';
import type { ReservationSource } from '../../domain/schemas/answers.js';
import type { DeskReservation, OfficeStatus, ReservationForOther } from '../../domain/schemas/desk-answers.js';

export interface DeskReservationRow {
  id: string;
  desk_id: string;
  uuid: string;
  creator_uuid: string;
  group_id: string | null;
  day: string;
  reservation_date: Date;
  creation_date: Date;
  status: 'booked' | 'busy' | 'cancelled';
  parking_spot: boolean;
  reservation_used: boolean | null;
  /** Cancelled by the auto-release (decisions §13). */
  released: boolean;
  /** Who made it: the person (or someone for them), or their work pattern (decisions §20). */
  source: ReservationSource;
  name?: string;
  creator_name?: string;
}

/** A desk reservation in the API (flex-office §3); `name` is the occupant's. */
export function presentDeskReservation(r: DeskReservationRow): DeskReservation {
  return {
    _id: r.id,
    creatorUuid: r.creator_uuid,
    creatorName: r.creator_name ?? null,
    uuid: r.uuid,
    name: r.name ?? null,
    groupId: r.group_id,
    deskId: r.desk_id,
    floor: parseDeskId(r.desk_id)?.floor ?? Number.NaN,
    day: r.day,
    reservationDate: new Date(r.reservation_date).toISOString(),
    creationDate: new Date(r.creation_date).toISOString(),
    status: r.status,
    parkingSpot: r.parking_spot,
    reservation_used: r.reservation_used,
    released: r.released,
    source: r.source,
  };
}

/** A reservation made for someone else, with the occupant's e-mail: two people may share a name. */
export function presentReservationForOther(r: DeskReservationRow & { email: string }): ReservationForOther {
  return { ...presentDeskReservation(r), email: r.email };
}

/** Today's counts for the status card (decisions §6): desks and rooms with and without a reservation. */
export function presentOfficeStatus(c: { desks: number; reserved: number; rooms: number; rooms_reserved: number }): OfficeStatus {
  return {
    reservedOffices: c.reserved,
    emptyOffices: c.desks - c.reserved,
    reservedConfRooms: c.rooms_reserved,
    emptyConfRooms: c.rooms - c.rooms_reserved,
  };
}
