import type { RoomReservation } from '@domain/schemas/rooms-answers.js';
import { apiCall } from './client.js';

// The booker confirms that a meeting has started (decisions §24), from its e-mail's link or the room
// lists: from 10 minutes before its start until its end. A module apart from rooms.ts, whose chunk
// every page of the shell loads: only the pages that offer the check-in load this one.

export const checkInRoomReservation = (id: string): Promise<RoomReservation> =>
  apiCall('POST /reservations/conference-rooms/checkin', { _id: id });
