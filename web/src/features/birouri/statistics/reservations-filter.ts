import { flexPageRange } from '@domain/date-range.js';
import { FLOOR_RANGE } from '@domain/floors/layout.js';
import { isCalendarDay, isWeekday } from '@domain/time.js';
import type { ReservationsFilter } from '@/api/statistics.js';
import { translate } from '@/i18n/i18n.js';
import { statistics, type StatisticsKey } from '@/i18n/statistics.js';
import { rangeOf, type DayInputs } from '@/components/date-range-fields.js';
import { GROUP_ID, readDays, readId, readWhole, UUID } from '@/lib/url-filters.js';

// The filters of the all-reservations table (flex-office §2 'Statistics screens', §5): a floor
// (one of the building's, or all), a department or project, a person, and a range of weekdays;
// all in the address (lib/url-filters.ts).

export interface ReservationFilters extends DayInputs {
  /** '' for every floor. */
  floor: number | '';
  /** '' for every group. */
  groupId: string;
  /** '' for everyone. */
  uuid: string;
}

export const NO_RESERVATION_FILTERS: ReservationFilters = { from: '', to: '', floor: '', groupId: '', uuid: '' };

/** The filters in the address; what the page cannot use is left unset. */
export function readReservationFilters(params: URLSearchParams): ReservationFilters {
  return {
    ...readDays(params),
    // Any floor a building may have: the page lists the building's own (decisions §18).
    floor: readWhole(params, 'floor', FLOOR_RANGE),
    groupId: readId(params, 'groupId', GROUP_ID),
    uuid: readId(params, 'uuid', UUID),
  };
}

/**
 * The floors the filter lists: the building's, and the one asked for in the address when the
 * building has no such floor (so that the filter shows what the table is filtered by: a deleted
 * floor's past stays in the statistics), said to be so once the building's floors are known.
 */
export function floorChoices(
  floors: readonly { floor: number; name: string }[] | undefined,
  asked: number | '',
): { floor: number; name: string }[] {
  const list = [...(floors ?? [])];
  if (asked !== '' && !list.some((f) => f.floor === asked))
    list.push({
      floor: asked,
      name: floors
        ? translate(statistics, 'statistics.filter.floorGone', { floor: asked })
        : translate(statistics, 'statistics.filter.floorName', { floor: asked }),
    });
  return list.sort((a, b) => a.floor - b.floor);
}

/** The key of the sentence under a weekend day: 'Alegeți o zi lucrătoare (luni–vineri).' (the page words it). */
export const WEEKDAY_ONLY = 'statistics.filter.weekdayOnly' satisfies StatisticsKey;

/** The sentence under a day the picker refuses, as a key of the catalogue: a weekend day (flex-office §5: weekdays only). */
export function weekdayError(day: string): typeof WEEKDAY_ONLY | null {
  return isCalendarDay(day) && !isWeekday(day) ? WEEKDAY_ONLY : null;
}

/**
 * The query of the filters (the table's and the export's alike): a weekend day is not taken,
 * the range follows domain/date-range.ts with the page's default (the last 90 days).
 */
export function reservationsFilter(f: ReservationFilters, today: string): ReservationsFilter {
  const range = rangeOf(f, flexPageRange(today), isWeekday);
  return {
    ...range,
    floor: f.floor === '' ? undefined : f.floor,
    groupId: f.groupId || undefined,
    uuid: f.uuid || undefined,
  };
}
