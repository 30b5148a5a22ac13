import { parseDeskId } from '@domain/floors/geometry.js';
import type { Desk } from '@/api/desks.js';
import { deskState, type Viewer } from '../desk-state.js';

/** One floor of the phone's list of free desks. */
export interface FreeFloor {
  floor: number;
  desks: Desk[];
}

/** '4-12' → 12: desks sort by their number on the floor, not as text ('4-2' before '4-10'). */
const numberOf = (deskId: string) => parseDeskId(deskId)?.number ?? Number.NaN;

/**
 * The phone's booking without the map (decisions §19): the desks the map would show as free
 * (deskState 'free': of the group, held for nobody else, not reserved that day), by floor and
 * number, so that a desk chosen from the list opens the same booking panel as a click on the map;
 * `first`, a floor asked for, leads.
 */
export function freeDesksByFloor(desks: readonly Desk[], viewer: Viewer, groupId: string | null, first?: number | null): FreeFloor[] {
  const free = desks.filter((d) => deskState(d, viewer, groupId) === 'free');
  // The floor the address names (a floor display's QR code, decisions §24) comes first, the rest in order.
  const floors = [...new Set(free.map((d) => d.floor))].sort((a, b) => Number(b === first) - Number(a === first) || a - b);
  return floors.map((floor) => ({
    floor,
    desks: free
      .filter((d) => d.floor === floor)
      .sort((a, b) => numberOf(a.deskId) - numberOf(b.deskId) || a.deskId.localeCompare(b.deskId)),
  }));
}
