import type { DeskCreateBody, deletionAnswer, FloorInfo, FloorUpdateBody, RoomCreateBody } from '@domain/schemas/floors.js';
import type { z } from 'zod';
import { apiCall } from './client.js';

// The administrators' calls that lay a floor out (decisions §18): the floor, its plan, its desks
// and rooms made and deleted. A desk or room is moved by its settings' update (desks-admin.ts,
// rooms-admin.ts), which takes its place too. Positions are plan units (x right, y down, origin
// top-left); a desk is placed by its centre, a room by its rectangle.

/** What a deletion cancels (or, on a dry run, would cancel): the future reservations, their holders e-mailed. */
export type Deletion = z.infer<typeof deletionAnswer>;

/** Creates the floor when it does not exist; what is left out keeps its value. */
export const updateFloor = (body: FloorUpdateBody) => apiCall('POST /floors/update', body);

/** Sends a floor's plan as the file itself (multipart: `floor` and `file`). */
export function uploadFloorPlan(floor: number, file: File): Promise<FloorInfo> {
  const form = new FormData();
  form.append('floor', String(floor));
  form.append('file', file, file.name);
  return apiCall('POST /floors/plan', form);
}

/** Deletes a floor with no desks and no rooms; answers it as it was. */
export const deleteFloor = (floor: number) => apiCall('POST /floors/delete', { floor });

/** A new desk; without `number`, the next free one of the floor. */
export const createDesk = (body: DeskCreateBody) => apiCall('POST /desks/create', body);

/** Deletes a desk (its future reservations cancelled, holders e-mailed); `dryRun` only counts them. */
export const deleteDesk = (deskId: string, dryRun = false) => apiCall('POST /desks/delete', { deskId, dryRun });

/** A new meeting room; without `number`, the next free one of the floor. */
export const createRoom = (body: RoomCreateBody) => apiCall('POST /conference-rooms/create', body);

/** Deletes a room (its future reservations cancelled, holders e-mailed); `dryRun` only counts them. */
export const deleteRoom = (id: string, dryRun = false) => apiCall('POST /conference-rooms/delete', { id, dryRun });
