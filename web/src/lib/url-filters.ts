import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isCalendarDay } from '@domain/time.js';
import type { DayInputs } from '../components/date-range-fields.js';

// The filters of the statistics pages live in the address (issue #21, point 8), as the map's
// place does (use-map-place.ts): /birouri/statistics?de=2027-01-04&pana=2027-01-08&etaj=5, so
// that a reload, the back button and a shared link show the same table. A value the page cannot
// use is ignored: the page's default holds, nothing breaks.

/** Each filter's name in the address. */
export const FILTER_PARAM = {
  from: 'de',
  to: 'pana',
  floor: 'etaj',
  groupId: 'grup',
  uuid: 'persoana',
  carId: 'masina',
  sort: 'ordine',
} as const;

export type FilterKey = keyof typeof FILTER_PARAM;
/** A filter's value; '' is unset (absent from the address). */
export type FilterValue = string | number;
export type Filters = Partial<Record<FilterKey, FilterValue>>;

/** The two days of the range: each a calendar day or '' (unset). */
export function readDays(params: URLSearchParams): DayInputs {
  const day = (key: FilterKey) => {
    const v = params.get(FILTER_PARAM[key]);
    return isCalendarDay(v) ? v : '';
  };
  return { from: day('from'), to: day('to') };
}

/** A group's id: at most 100 plain characters (as the API takes it). */
export const GROUP_ID = /^[\w-]{1,100}$/;
/** A person's or a car's id: a UUID, as the API takes it (the form zod's z.uuid() accepts). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** An id chosen in a list (a group, a person, a car) of the form `pattern`, else ''. */
export function readId(params: URLSearchParams, key: FilterKey, pattern: RegExp): string {
  const v = params.get(FILTER_PARAM[key]) ?? '';
  return pattern.test(v) ? v : '';
}

/** A whole number written in digits within `range` (a floor), else ''. */
export function readWhole(params: URLSearchParams, key: FilterKey, range: { min: number; max: number }): number | '' {
  const v = params.get(FILTER_PARAM[key]) ?? '';
  const n = Number(v);
  return /^\d{1,6}$/.test(v) && n >= range.min && n <= range.max ? n : '';
}

/** The address's query with `changes` made: an unset filter ('') leaves it; other parameters stay. */
export function withFilters(params: URLSearchParams, changes: Filters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    const name = FILTER_PARAM[key as FilterKey];
    if (value === '' || value === undefined) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** The page's filters read from the address by `read`, and their setter (replacing the address: no history entry per keystroke). */
export function useUrlFilters<T extends Filters>(read: (params: URLSearchParams) => T): [T, (changes: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback((changes: Partial<T>) => setParams((prev) => withFilters(prev, changes), { replace: true }), [setParams]);
  return [read(params), set];
}
