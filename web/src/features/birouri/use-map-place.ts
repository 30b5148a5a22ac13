import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { FLOOR_RANGE } from '@domain/floors/layout.js';
import { isCalendarDay } from '@domain/time.js';
import type { FloorInfo } from '@/api/floors.js';

// Where the booking screen is looking (issue #14): the floor, the day and the group live in the
// address (/birouri?etaj=5&zi=2027-03-10&grup=it), so that a reload, the back button and a shared
// link open the same view. A value the screen cannot use is ignored (the screen's default holds).

export const PLACE_PARAM = { floor: 'etaj', day: 'zi', group: 'grup' } as const;

export interface MapPlace {
  /** The floor asked for, or null: the first of the floors (pickFloor). */
  floor: number | null;
  /** The day asked for, or null (the screen's first bookable day). */
  day: string | null;
  /** The group asked for, or null (the user's main group). */
  group: string | null;
}

/** Reads the place out of the address's query (pure, for tests). */
export function readPlace(params: URLSearchParams): MapPlace {
  const asked = params.get(PLACE_PARAM.floor);
  const floor = asked && /^\d{1,3}$/.test(asked) ? Number(asked) : NaN;
  const day = params.get(PLACE_PARAM.day);
  const group = params.get(PLACE_PARAM.group);
  return {
    floor: floor >= FLOOR_RANGE.min && floor <= FLOOR_RANGE.max ? floor : null,
    day: isCalendarDay(day) ? day : null,
    group: group || null,
  };
}

/** The floor shown: the one asked for when the building has it, else the first; null when there is no floor yet. */
export function pickFloor(floors: readonly FloorInfo[], asked: number | null): FloorInfo | null {
  return floors.find((f) => f.floor === asked) ?? floors[0] ?? null;
}

/** The place and its setters; each change replaces the address (no history entry per click). */
export function useMapPlace() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (changes: Partial<Record<keyof MapPlace, string | number | null>>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            const name = PLACE_PARAM[key as keyof MapPlace];
            if (value === null || value === undefined) next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        // Synchronous, as a state change would be: the map never shows the old day under the new one.
        { replace: true, flushSync: true },
      ),
    [setParams],
  );
  return { place: readPlace(params), set };
}
