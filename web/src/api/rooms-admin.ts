import type { RoomUpdateBody } from '@domain/schemas/rooms.js';
import { apiCall } from './client.js';

// The administrators' room settings (decisions §9): name, capacity, features and groups.
// What is left out of the body keeps its value.
export const updateRoom = (body: RoomUpdateBody) => apiCall('POST /conference-rooms/update', body);

/** The specification names no message for rooms; these follow the desks' ones (flex-office §8). */
export const ROOM_SAVED = 'Sala a fost actualizată cu succes!';
export const ROOM_SAVE_FAILED = 'A apărut o eroare la actualizarea sălii!';
