import { addDays, bucharestInstant, isCalendarDay } from '../../domain/time.js';

// The sizes of a synthetic company at a scale (1 = the issue #12 company) and the SQL
// fragments the organisation's statements (org.ts) share. Employee i (0-based) is 'co-NNNNN', uuid md5('co-user-'||i):
// statements compute people, cars and groups from indexes instead of looking them up.

export interface Plan {
  employees: number;
  departments: number;
  projects: number;
  /** Desks on each of the company's FLOOR_COUNT floors. */
  desksPerFloor: number;
  /** Rooms of the whole company, spread over its floors in turn. */
  rooms: number;
  towerSpaces: number;
  today: string;
  /** The benchmark's "now": 09:00 Bucharest on today. */
  now: Date;
  /** History starts `historyDays` (730 unless told) before today; bookings go two weeks ahead. */
  start: string;
  end: string;
}

/** Two years of history, the issue #12 company's. */
export const HISTORY_DAYS = 730;

export function planOf(scale: number, today: string, historyDays = HISTORY_DAYS): Plan {
  if (!(scale > 0)) throw new Error(`BENCH_SCALE must be a positive number, not ${scale}`);
  if (!isCalendarDay(today)) throw new Error(`today must be YYYY-MM-DD, not ${today}`);
  if (!Number.isInteger(historyDays) || historyDays < 1)
    throw new Error(`the history must be a whole number of days ≥ 1, not ${historyDays}`);
  const n = (full: number, min = 1) => Math.max(min, Math.round(full * scale));
  return {
    employees: n(10_000, 10),
    departments: n(40),
    projects: n(60),
    desksPerFloor: n(100),
    rooms: n(50),
    towerSpaces: n(1_000),
    today,
    now: bucharestInstant(today, 9),
    start: addDays(today, -historyDays),
    end: addDays(today, 14),
  };
}

/**
 * The history's length from BENCH_HISTORY_YEARS (years, fractions allowed: 4.5), in days
 * (365 a year, rounded); HISTORY_DAYS when it is not set. 1,000,000 live desk reservations
 * at scale 1 need about 4.5 years (~870 a weekday: 1,000 desks, 87 % of them taken).
 */
export function historyDaysOf(env: Record<string, string | undefined>): number {
  const raw = env.BENCH_HISTORY_YEARS;
  if (raw === undefined || raw.trim() === '') return HISTORY_DAYS;
  const years = Number(raw);
  if (!(years > 0) || !Number.isFinite(years)) throw new Error(`BENCH_HISTORY_YEARS must be a positive number of years, not ${raw}`);
  return Math.max(1, Math.round(years * 365));
}

export const CAR_OWNER = 'i % 10 IN (1, 4, 7)'; // 30 % of employees: 3,000 cars at full size
/** A version-4 shaped uuid of an md5 (the API's zod z.uuid() refuses other versions). */
const md5Uuid = (text: string) => `overlay(overlay(md5(${text}) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid`;
export const userUuid = (i: string) => md5Uuid(`'co-user-' || (${i})`);
export const carUuid = (i: string) => md5Uuid(`'co-car-' || (${i})`);
export const depId = (d: string) => `'co-dep-' || lpad(((${d}) + 1)::text, 2, '0')`;
export const prjId = (p: string) => `'co-prj-' || lpad(((${p}) + 1)::text, 2, '0')`;
/**
 * The company's floors (issue #24: floors of realistic size): FLOOR_COUNT floors from FIRST_FLOOR, above
 * the demo's floors 4 and 5, which stay as they are; 100 desks each at scale 1, fewer at a smaller one.
 */
export const FIRST_FLOOR = 6;
export const FLOOR_COUNT = 10;
/** Desk k of FLOOR_COUNT·F: floor by floor, numbered from 1001 on each (the demo's numbers have at most 3 digits). */
export const deskFloor = (k: string, f: string) => `(${FIRST_FLOOR} + (${k}) / ${f})`;
export const deskId = (k: string, f: string) => `${deskFloor(k, f)} || '-' || (1001 + (${k}) % ${f})`;
/** Desks go to departments in contiguous blocks over all floors (at scale 1, 4 departments of 25 desks a floor). */
export const deskDep = (k: string, d: string, f: string) => `((${k}) * ${d}) / (${FLOOR_COUNT} * ${f})`;
/** Room r goes to floor FIRST_FLOOR + r mod FLOOR_COUNT, numbered from 101 on its floor. */
export const roomFloor = (r: string) => `(${FIRST_FLOOR} + (${r}) % ${FLOOR_COUNT})`;
export const roomId = (r: string) => `'E' || ${roomFloor(r)} || '-' || (101 + (${r}) / ${FLOOR_COUNT})`;
/** A deterministic 0..1023 bucket of an integer key: the organisation's dice (employees' projects). */
export const dice = (key: string) => `(hashint8((${key})::bigint) & 1023)`;
