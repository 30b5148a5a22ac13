import { SETTING_DEFAULTS } from '../settings.js';
import { userMayChange } from './calendar.js';

// The allocation engine of decisions §7 as pure functions over plain data; the server
// loads the data, calls these and writes the result under a lock on the day.

export const TYPE = { queue: 0, first: 1, second: 2, absent: 3, notAllocated: 4, cancelled: 5 } as const;
export type RequestType = (typeof TYPE)[keyof typeof TYPE];

/**
 * The owner may cancel a request or change its car while it is waiting or allocated (types
 * 0–2), not yet confirmed, and before its day's deadline (decisions §7).
 */
export function ownerMayChange(
  r: { type: number; reservation_confirmed: boolean; reservation_date: string },
  now: Date,
  confirmationDeadlineHour: number,
): boolean {
  const live = r.type === TYPE.queue || r.type === TYPE.first || r.type === TYPE.second;
  return live && !r.reservation_confirmed && userMayChange(r.reservation_date, now, confirmationDeadlineHour);
}

const WEEKDAY_KEYS = [
  'maxParkingSpacesMonday',
  'maxParkingSpacesTuesday',
  'maxParkingSpacesWednesday',
  'maxParkingSpacesThursday',
  'maxParkingSpacesFriday',
];

/** Capacity of a day: its day log, else its weekday's setting, else maxParkingSpaces (whose default is domain/settings.ts's). */
export function capacityOf(dayOfWeek: number, dayLog: number | null, settings: Record<string, unknown>): number {
  if (dayLog !== null && dayLog !== undefined) return dayLog;
  const perDay = settings[WEEKDAY_KEYS[dayOfWeek - 1] ?? ''];
  if (typeof perDay === 'number') return perDay;
  return typeof settings.maxParkingSpaces === 'number' ? settings.maxParkingSpaces : SETTING_DEFAULTS.maxParkingSpaces;
}

/** Spaces open to requests: capacity less the active permanent-access cars. */
export function openSpaces(capacity: number, permanentCars: number): number {
  return Math.max(0, capacity - permanentCars);
}

export interface Waiting {
  id: string;
  userId: string;
  dateAdded: Date;
}

/** Waiting requests in allocation order: lowest sorting indiscipline first, then earliest request. */
export function rank<T extends Waiting>(waiting: T[], sortingScore: (userId: string) => number): T[] {
  return [...waiting].sort(
    (a, b) => sortingScore(a.userId) - sortingScore(b.userId) || a.dateAdded.getTime() - b.dateAdded.getTime() || a.id.localeCompare(b.id),
  );
}

export interface Allocated {
  id: string;
  plate: string;
  confirmed: boolean;
}

/**
 * A presence (or exit) list for one day: allocated requests whose plate is listed are confirmed;
 * after a presence list, those still unconfirmed are absences (type 3, indiscipline 1).
 */
export function presenceOutcome(
  allocated: Allocated[],
  listedPlates: string[],
  kind: 'presence' | 'exit',
): { confirmed: string[]; absent: string[] } {
  const listed = new Set(listedPlates);
  const confirmed = allocated.filter((a) => listed.has(a.plate)).map((a) => a.id);
  const absent = kind === 'presence' ? allocated.filter((a) => !a.confirmed && !listed.has(a.plate)).map((a) => a.id) : [];
  return { confirmed, absent };
}

/** Rating shown as stars: 3 less the indiscipline, never below 0. */
export function rating(indiscipline: number): number {
  return Math.max(0, 3 - indiscipline);
}

export const TYPE_LABEL: Record<number, string> = {
  0: 'In asteptare',
  1: 'Rezervare prima runda',
  2: 'Rezervare a doua runda',
  3: 'Absent',
  4: 'Nealocat',
  5: 'Anulata',
};

/** The §4 label of a request; a second-round request not confirmed reads 'Absent' once its day is over. */
export function typeLabel(type: number, reservationConfirmed?: boolean, dayOver?: boolean): string {
  if (type === 2 && dayOver && reservationConfirmed === false) return 'Absent';
  return TYPE_LABEL[type] ?? 'N/A';
}
