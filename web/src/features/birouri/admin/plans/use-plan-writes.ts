import { useMutation } from '@tanstack/react-query';
import type { DeskUpdateBody } from '@domain/schemas/desks.js';
import type { RoomUpdateBody } from '@domain/schemas/rooms.js';
import { updateDesk } from '@/api/desks-admin.js';
import { createDesk, createRoom, deleteDesk, deleteFloor, deleteRoom, updateFloor, uploadFloorPlan } from '@/api/floors-admin.js';
import { deskKeys } from '@/api/queries/desks.js';
import { floorKeys } from '@/api/queries/floors.js';
import { adminGroupKeys } from '@/api/queries/groups-admin.js';
import { projectKeys } from '@/api/queries/projects.js';
import { roomKeys } from '@/api/queries/rooms.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { updateRoom } from '@/api/rooms-admin.js';
import type { ItemKind } from './plan-edits.js';

// The floor-plan editor's writes (decisions §18). Each is saved at once; what it changed is then
// read again in this tab (the maps open elsewhere hear of it through the live stream).

/**
 * What laying a floor out makes stale: the floors, the maps (desks' places and groups), the rooms'
 * lists (their rectangles), and the consoles' lists of desks by group and project.
 */
const LAYOUT_STALE = [floorKeys.all, deskKeys.all, roomKeys.all, adminGroupKeys.all, projectKeys.all] as const;

/** Reads again everything a change of the layout touched. */
export const useLayoutRefresh = () => useInvalidate(...LAYOUT_STALE);

export function useUpdateFloor() {
  const refresh = useLayoutRefresh();
  return useMutation({ mutationFn: updateFloor, onSuccess: () => refresh() });
}

export function useUploadPlan() {
  const refresh = useLayoutRefresh();
  return useMutation({ mutationFn: (v: { floor: number; file: File }) => uploadFloorPlan(v.floor, v.file), onSuccess: () => refresh() });
}

export function useDeleteFloor() {
  const refresh = useLayoutRefresh();
  return useMutation({ mutationFn: deleteFloor, onSuccess: () => refresh() });
}

export function useCreateDesk() {
  const refresh = useLayoutRefresh();
  return useMutation({ mutationFn: createDesk, onSuccess: () => refresh() });
}

export function useCreateRoom() {
  const refresh = useLayoutRefresh();
  return useMutation({ mutationFn: createRoom, onSuccess: () => refresh() });
}

/** A desk's or a room's settings or place. */
export type PlaceBody = { kind: 'desk'; body: DeskUpdateBody } | { kind: 'room'; body: RoomUpdateBody };
export const place = (p: PlaceBody) => (p.kind === 'desk' ? updateDesk(p.body) : updateRoom(p.body));

/** Deletes a desk or a room, or (dryRun) counts the future reservations that would be cancelled. */
export const deleteItem = (kind: ItemKind, id: string, dryRun: boolean) =>
  kind === 'desk' ? deleteDesk(id, dryRun) : deleteRoom(id, dryRun);
