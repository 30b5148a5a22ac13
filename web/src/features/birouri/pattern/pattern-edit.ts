import { weekday } from '@domain/time.js';
import { MAX_FAVOURITE_DESKS } from '@domain/week/messages.js';
import type { WorkPattern } from '@/api/pattern.js';

// The pattern's edits as pure functions (decisions §20): the page's toggles and list, and the booking
// panel's 'Rezervați în fiecare …' and 'Adăugați la birourile preferate', which merge into the saved pattern.

/** The ISO weekdays of a working week: 1 Monday … 5 Friday. */
export const WORK_WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** A day that falls on an ISO weekday (1 → Monday 2027-03-01), to name it with dates.ts's weekdayName. */
export const dayOfWeekday = (isoWeekday: number) => `2027-03-0${isoWeekday}`;

/** The days with `d` added or taken away, in weekday order. */
export function toggleDay(days: readonly number[], d: number): number[] {
  return days.includes(d) ? days.filter((x) => x !== d) : [...days, d].sort((a, b) => a - b);
}

/** Whether another favourite can be added. */
export const favouritesFull = (desks: readonly string[]) => desks.length >= MAX_FAVOURITE_DESKS;

/** The favourites with `deskId` added last; unchanged when it is there already or three are chosen. */
export function addFavourite(desks: readonly string[], deskId: string): string[] {
  return desks.includes(deskId) || favouritesFull(desks) ? [...desks] : [...desks, deskId];
}

/** The favourites with the one at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveFavourite(desks: readonly string[], index: number, by: -1 | 1): string[] {
  return placeFavourite(desks, index, index + by);
}

/** The favourites with the one at `from` put at `to` (a drag and drop); unchanged when either is out of the list. */
export function placeFavourite(desks: readonly string[], from: number, to: number): string[] {
  const next = [...desks];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export const removeFavourite = (desks: readonly string[], deskId: string) => desks.filter((d) => d !== deskId);

/**
 * 'Rezervați în fiecare {zi}' (decisions §20): the day's weekday added to the pattern's days, and the
 * desk first among the favourites, keeping at most three (the last one drops out).
 */
export function everyWeekday(p: Pick<WorkPattern, 'days' | 'desks'>, day: string, deskId: string): { days: number[]; desks: string[] } {
  const d = weekday(day);
  return {
    days: p.days.includes(d) ? [...p.days] : toggleDay(p.days, d),
    desks: [deskId, ...p.desks.filter((x) => x !== deskId)].slice(0, MAX_FAVOURITE_DESKS),
  };
}

/** 'Adăugați la birourile preferate': what adding the desk does, and the favourites to save when it adds it. */
export type FavouriteAdded = { kind: 'added'; desks: string[] } | { kind: 'already' } | { kind: 'full' };

export function withFavourite(p: Pick<WorkPattern, 'desks'>, deskId: string): FavouriteAdded {
  if (p.desks.includes(deskId)) return { kind: 'already' };
  if (favouritesFull(p.desks)) return { kind: 'full' };
  return { kind: 'added', desks: [...p.desks, deskId] };
}
