import { flexRange } from '../../../../../domain/date-range.js';
import type { Group } from '../../../../../domain/schemas/accounts.js';
import { isCalendarDay, isWeekday } from '../../../../../domain/time.js';
import type { ReservationsFilter } from '../../../api/statistics.js';
import { NO_DAYS, rangeOf, type DayInputs } from '../../../components/date-range-fields.js';
import type { PickedUser } from '../../users-admin/user-picker.js';

// The filters of the all-reservations table (flex-office §2 'Statistics screens', §5): a floor
// (4, 5 or both), a department or project, a person, and a range of weekdays.

export interface ReservationFilters {
  days: DayInputs;
  /** '' for every floor. */
  floor: number | '';
  group: Pick<Group, '_id' | 'name'> | null;
  user: PickedUser | null;
}

export const NO_RESERVATION_FILTERS: ReservationFilters = { days: NO_DAYS, floor: '', group: null, user: null };

export const WEEKDAY_ONLY = 'Alegeți o zi lucrătoare (luni–vineri).';

/** The sentence under a day the picker refuses: a weekend day (flex-office §5: weekdays only). */
export function weekdayError(day: string): string | null {
  return isCalendarDay(day) && !isWeekday(day) ? WEEKDAY_ONLY : null;
}

/**
 * The query of the filters (the table's and the export's alike): a weekend day is not taken,
 * the range follows domain/date-range.ts with the flexible office's default (2021-02-08 to today).
 */
export function reservationsFilter(f: ReservationFilters, today: string): ReservationsFilter {
  const range = rangeOf(f.days, flexRange(today), isWeekday);
  return {
    ...range,
    floor: f.floor === '' ? undefined : f.floor,
    groupId: f.group?._id,
    uuid: f.user?.uuid,
  };
}
