import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseDeskId } from '@domain/floors/geometry.js';
import { FLOOR_RANGE } from '@domain/floors/layout.js';
import { isCalendarDay } from '@domain/time.js';
import type { FloorInfo } from '@/api/floors.js';

// Where the booking screen is looking (issue #14): the floor, the day and the group live in the
// address (/birouri?etaj=5&zi=2027-03-10&grup=it), so that a reload, the back button and a shared
// link open the same view. A value the screen cannot use is ignored (the screen's default holds).
// Two more open the map on a desk (#42): `birou` highlights and focuses it, `langa` marks the desks
// free near it ('Rezervați lângă' in the team's week); both hold for the floor and day they came
// with, so that a change of either drops them.

export const PLACE_PARAM = { floor: 'etaj', day: 'zi', group: 'grup', desk: 'birou', near: 'langa' } as const;

/**
 * The floor display's QR code (decisions §24) names its floor as `?floor=`: /birouri takes it once and
 * writes it as PLACE_PARAM.floor, so that the app still writes the place one way.
 */
export const FLOOR_ALIAS = 'floor';

/** The query with `floor` written as `etaj` (an `etaj` given too wins), or null when there is no `floor` (pure, for tests). */
export function withoutFloorAlias(params: URLSearchParams): URLSearchParams | null {
  const floor = params.get(FLOOR_ALIAS);
  if (floor === null) return null;
  const next = new URLSearchParams(params);
  next.delete(FLOOR_ALIAS);
  if (!next.has(PLACE_PARAM.floor)) next.set(PLACE_PARAM.floor, floor);
  return next;
}

export interface MapPlace {
  /** The floor asked for, or null: the first of the floors (pickFloor). */
  floor: number | null;
  /** The day asked for, or null (the screen's first bookable day). */
  day: string | null;
  /** The group asked for, or null (the user's main group). */
  group: string | null;
  /** The desk to highlight and focus, or null. */
  desk: string | null;
  /** The desk whose free neighbours to mark and offer, or null. */
  near: string | null;
}

const deskParam = (value: string | null) => (value && parseDeskId(value) ? value : null);

/** Reads the place out of the address's query (pure, for tests). */
export function readPlace(params: URLSearchParams): MapPlace {
  const asked = params.get(PLACE_PARAM.floor);
  const desk = deskParam(params.get(PLACE_PARAM.desk));
  const near = deskParam(params.get(PLACE_PARAM.near));
  // Without a floor, the desk asked for tells it.
  const floor = asked && /^\d{1,3}$/.test(asked) ? Number(asked) : (parseDeskId(desk ?? near ?? '')?.floor ?? NaN);
  const day = params.get(PLACE_PARAM.day);
  const group = params.get(PLACE_PARAM.group);
  return {
    floor: floor >= FLOOR_RANGE.min && floor <= FLOOR_RANGE.max ? floor : null,
    day: isCalendarDay(day) ? day : null,
    group: group || null,
    desk,
    near,
  };
}

/** The floor shown: the one asked for when the building has it, else the first; null when there is no floor yet. */
export function pickFloor(floors: readonly FloorInfo[], asked: number | null): FloorInfo | null {
  return floors.find((f) => f.floor === asked) ?? floors[0] ?? null;
}

type PlaceChanges = Partial<Record<keyof MapPlace, string | number | null>>;

/** The address's query after `changes` (pure, for tests); a change of floor or day drops the desk asked for. */
export function changePlace(prev: URLSearchParams, changes: PlaceChanges): URLSearchParams {
  const next = new URLSearchParams(prev);
  // A desk asked for belongs to the floor and day it came with.
  if ('floor' in changes || 'day' in changes) for (const name of [PLACE_PARAM.desk, PLACE_PARAM.near]) next.delete(name);
  for (const [key, value] of Object.entries(changes)) {
    const name = PLACE_PARAM[key as keyof MapPlace];
    if (value === null || value === undefined) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** The place and its setters; each change replaces the address (no history entry per click). */
export function useMapPlace() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (changes: PlaceChanges) =>
      // Synchronous, as a state change would be: the map never shows the old day under the new one.
      setParams((prev) => changePlace(prev, changes), { replace: true, flushSync: true }),
    [setParams],
  );
  return { place: readPlace(params), set };
}
