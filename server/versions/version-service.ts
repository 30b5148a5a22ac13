import type { Queryable } from '../db/connection.js';
import { eachDayVersion, officeDaysVersion, teamWeekVersion } from './queries.js';

/**
 * A read that does not depend on who asks, under the version of what it shows (a service's answer;
 * the route makes the snapshot: http/snapshot-cache.ts). `key` names what is read (the snapshot's
 * key and ETag); `version` is read before the data, so that data built after it is never older than
 * the version it is kept under; `data` reads it, only when no snapshot of `key` holds `version`.
 */
export interface Versioned<T> {
  key: string;
  version: number;
  data: () => Promise<T>;
}

/** An office day and its version, read as the request arrived (office-day.ts). */
export interface DayVersion {
  day: string;
  version: number;
}

/** The office's version of `day`: the one read as the request arrived when it is that day's, else read now. */
export async function dayVersion(q: Queryable, day: string, known?: DayVersion | null): Promise<number> {
  return known?.day === day ? known.version : officeDaysVersion(q, day, day);
}

/** The version of the team's week from `monday` (migration 026): the one read as the request arrived when it is that week's, else read now. */
export async function weekVersion(q: Queryable, monday: string, known?: DayVersion | null): Promise<number> {
  return known?.day === monday ? known.version : teamWeekVersion(q, monday);
}

/** The version of the days from..to (the week strip). */
export function rangeVersion(q: Queryable, from: string, to: string): Promise<number> {
  return officeDaysVersion(q, from, to);
}

/** The version of every day: it grows with each committed change of any desk, reservation, room or name. */
export function officeVersion(q: Queryable): Promise<number> {
  return officeDaysVersion(q, '-infinity', 'infinity');
}

/** The version of each of `days` (the live streams: decisions §14). */
export function daysVersions(q: Queryable, days: string[]): Promise<Map<string, number>> {
  return days.length ? eachDayVersion(q, days) : Promise.resolve(new Map());
}
