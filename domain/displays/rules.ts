import { reasonsOf } from '../reasons.js';
import { ROOM_FIRST_HOUR, ROOM_LAST_HOUR } from '../rooms/rules.js';
import { bucharestClock, bucharestDay, bucharestInstant, isWeekday } from '../time.js';

// Displays (decisions §24): a room's tablet at its door and a floor's board. The rules of the room
// display's presses, shared by the server (which decides) and the display page (which offers them).

export const DISPLAY_MSG = {
  notFound: 'Ecranul nu a fost găsit.',
  notRoom: 'Acest ecran arată un etaj: nu rezervă și nu eliberează săli.',
  roomNotFound: 'Sala nu a fost găsită.',
  closed: 'De la ușă, sala se poate rezerva doar în zilele lucrătoare, între 08:00 și 20:00.',
  underWay: 'Sala este ocupată acum.',
  nothingUnderWay: 'Nicio rezervare nu este în desfășurare acum.',
  /** The name a reservation made at the door shows where a booker's would be. */
  doorName: 'Rezervare la ușă',
  /** The console's own refusal: a display shows one room or one floor. */
  onePlace: 'Alegeți o sală sau un etaj, nu amândouă.',
} as const;
export const DISPLAY_REASON = reasonsOf('display', DISPLAY_MSG);

/** 'Rezervați acum' books 30 or 60 minutes from the current half hour's beginning. */
export const BOOK_NOW_MINUTES = [30, 60] as const;
export type BookNowMinutes = (typeof BOOK_NOW_MINUTES)[number];
/** A door booking ends by 20:00 (decisions §24), half an hour before the rooms' last bookable end. */
export const DOOR_LAST_HOUR = ROOM_LAST_HOUR;

const HALF_HOUR_MS = 30 * 60_000;

/** An interval of a reservation, as the display sees it. */
export interface Span {
  begin: Date;
  end: Date;
}

/**
 * The interval 'Rezervați acum' books at `now` (decisions §24): from now to the half-hour boundary
 * `minutes` after the current half hour began (at 08:07, 08:30 or 09:00), cut at 20:00 and at the
 * next reservation's start. `closed` before 08:00, from 20:00 on and on a weekend; `underWay` when a
 * reservation holds the room now (live reservations of the room, in any order).
 */
export function bookNowSpan(now: Date, minutes: BookNowMinutes, live: readonly Span[]): Span | 'closed' | 'underWay' {
  const day = bucharestDay(now);
  const opens = bucharestInstant(day, ROOM_FIRST_HOUR, 0).getTime();
  const closes = bucharestInstant(day, DOOR_LAST_HOUR, 0).getTime();
  const t = now.getTime();
  if (!isWeekday(day) || t < opens || t >= closes) return 'closed';
  if (live.some((r) => r.begin.getTime() <= t && t < r.end.getTime())) return 'underWay';
  const clock = bucharestClock(now);
  const halfHourBegan = t - ((clock.minute % 30) * 60_000 + clock.second * 1000 + clock.millisecond);
  let end = Math.min(halfHourBegan + (minutes / 30) * HALF_HOUR_MS, closes);
  for (const r of live) if (r.begin.getTime() > t) end = Math.min(end, r.begin.getTime());
  return { begin: now, end: new Date(end) };
}

/** The reservation under way at `now` among a room's live ones, if any. */
export function underWayAt<T extends Span>(now: Date, live: readonly T[]): T | undefined {
  const t = now.getTime();
  return live.find((r) => r.begin.getTime() <= t && t < r.end.getTime());
}

/**
 * Until when the room is taken from `now`: the end of the reservation under way, carried through
 * the ones that follow it without a gap. Null when it is free.
 */
export function busyUntil(now: Date, live: readonly Span[]): Date | null {
  const current = underWayAt(now, live);
  if (!current) return null;
  let until = current.end.getTime();
  const later = [...live].sort((a, b) => a.begin.getTime() - b.begin.getTime());
  for (const r of later) if (r.begin.getTime() <= until && r.end.getTime() > until) until = r.end.getTime();
  return new Date(until);
}

/** A display's secret as the server makes it: 32 random bytes in base64url. Anything else is no display. */
export const DISPLAY_SECRET = /^[A-Za-z0-9_-]{43}$/;

/** A display's address, its secret its only credential (decisions §24). */
export const displayUrl = (publicUrl: string, secret: string) => `${publicUrl}/display/${secret}`;

/** The initials a floor display shows for a desk's holder when names are shown: 'Ana Maria Pop' → 'AP'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '';
  const first = words[0][0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1][0] ?? '') : '';
  return (first + last).toLocaleUpperCase('ro-RO');
}
