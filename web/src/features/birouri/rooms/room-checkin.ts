import { lazy } from 'react';
import { OFFICE } from '@domain/buildings.js';
import { roomReleaseMinutesOf } from '@domain/rooms/rules.js';
import { STATUS } from '@domain/status.js';
import { useBuildingSettings } from '@/api/queries/settings.js';
import type { RoomReservation } from '@/api/rooms.js';
import { retryingImport } from '@/lib/connection.js';
import { useUser } from '@/lib/session.js';

// 'Confirmați începerea' of one's own meeting (decisions §24). Here only which reservations may get the
// button: the button itself, which shows only within the check-in window, loads when first needed,
// as /birouri's first download is budgeted (web/bundle-budget.json).

export const RoomCheckinButton = lazy(
  retryingImport(() => import('./room-checkin-button.js').then((m) => ({ default: m.RoomCheckinButton }))),
);

/**
 * Which reservations may be offered the check-in: the caller's own (never a door booking, which has no
 * booker), still only booked, and only while the office releases meetings nobody starts
 * (roomReleaseMinutes ≥ 0): otherwise there is nothing to confirm for.
 */
export function useRoomCheckinCandidate(): (r: RoomReservation) => boolean {
  const { uuid } = useUser();
  const settings = useBuildingSettings(OFFICE).data;
  const on = !!settings && roomReleaseMinutesOf(settings) !== null;
  return (r) => on && r.uuid === uuid && r.status === STATUS.booked;
}
