import type { Room, RoomReservation } from '@domain/schemas/rooms-answers.js';
import type { RoomReservationCreateBody } from '@domain/schemas/rooms.js';
import { apiCall } from './client.js';

// The meeting-room calls (flex-office §7, decisions §2); shapes as domain/schemas/rooms-answers.ts declares them.

export type { Room, RoomDayReservation, RoomDetails, RoomReservation } from '@domain/schemas/rooms-answers.js';

/** A booking: the room and its UTC ISO instants. */
export type NewRoomReservation = RoomReservationCreateBody;

/** Every room, with its live reservations of a Bucharest day. */
export const allRooms = (day: string) => apiCall('GET /conference-rooms', { date: day });

/** The rooms of a group, with their live reservations of a Bucharest day. */
export const groupRooms = (groupId: string, day: string) => apiCall('GET /conference-rooms/:groupId', { groupId, date: day });

/** The rooms of a group (or all rooms when groupId is null) with their live reservations of a Bucharest day. */
export function getRooms(groupId: string | null, day: string): Promise<Room[]> {
  return groupId ? groupRooms(groupId, day) : allRooms(day);
}

export function createRoomReservation(body: NewRoomReservation): Promise<RoomReservation> {
  return apiCall('POST /reservations/conference-rooms/update', body);
}

export function cancelRoomReservation(id: string): Promise<RoomReservation> {
  return apiCall('POST /reservations/conference-rooms/delete', { _id: id });
}

export function getUpcomingRoomReservations(uuid: string): Promise<RoomReservation[]> {
  return apiCall('POST /reservations/conference-rooms/user/upcoming', { uuid });
}
