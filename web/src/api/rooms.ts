import type { Room, RoomReservation } from '@domain/schemas/rooms-answers.js';
import type { RoomReservationCreateBody } from '@domain/schemas/rooms.js';
import { api } from './client.js';

// The meeting-room calls (flex-office §7, decisions §2); shapes as domain/schemas/rooms-answers.ts declares them.

export type { Room, RoomDayReservation, RoomDetails, RoomReservation } from '@domain/schemas/rooms-answers.js';

/** A booking: the room and its UTC ISO instants. */
export type NewRoomReservation = RoomReservationCreateBody;

/** The rooms of a group (or all rooms when groupId is null) with their live reservations of a Bucharest day. */
export function getRooms(groupId: string | null, day: string): Promise<Room[]> {
  const query = { date: day };
  return groupId
    ? api.call('GET /api/conference-rooms/:groupId', { params: { groupId }, query })
    : api.call('GET /api/conference-rooms', { query });
}

export function createRoomReservation(body: NewRoomReservation): Promise<RoomReservation> {
  return api.call('POST /api/reservations/conference-rooms/update', { body });
}

export function cancelRoomReservation(id: string): Promise<RoomReservation> {
  return api.call('POST /api/reservations/conference-rooms/delete', { body: { _id: id } });
}

export function getUpcomingRoomReservations(uuid: string): Promise<RoomReservation[]> {
  return api.call('POST /api/reservations/conference-rooms/user/upcoming', { body: { uuid } });
}
