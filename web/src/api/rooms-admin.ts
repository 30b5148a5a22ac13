import type { RoomUpdateBody } from '@domain/schemas/rooms.js';
import { apiCall } from './client.js';

// The administrators' room settings (decisions §9): name, capacity, features and groups.
// What is left out of the body keeps its value. Its words are the catalogue flexAdmin's (flexAdmin.room.saved, issue #40).
export const updateRoom = (body: RoomUpdateBody) => apiCall('POST /conference-rooms/update', body);
