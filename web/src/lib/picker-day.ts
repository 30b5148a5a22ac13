import dayjs, { type Dayjs } from 'dayjs';
import { isCalendarDay } from '@domain/time.js';
import type { Language } from '@/i18n/language.js';

// The one bridge between the MUI X date pickers (dayjs values, only there) and the rest of the
// web app, which speaks the 'YYYY-MM-DD' days of domain/time.ts. The pickers show and read
// zz.ll.aaaa whatever the browser's language (a native date input follows the browser: in
// English, '01.09.2026' became 9 January).

/** What the pickers show and read: 01.09.2026 is 1 September 2026 in Romanian, 01/09/2026 in British English (issue #40). */
export const PICKER_FORMAT = { ro: 'DD.MM.YYYY', en: 'DD/MM/YYYY' } as const satisfies Record<Language, string>;

/** The picker's value for a day; null for '' or anything that is not a calendar day. */
export function toPickerValue(day: string): Dayjs | null {
  return isCalendarDay(day) ? dayjs(day) : null;
}

/**
 * The day a picker's value means: 'YYYY-MM-DD' for a whole day, '' for a cleared field, and
 * null while it is not a day yet (a section left empty, or a year still being typed: '2' is
 * the year 0002), which is then not taken.
 */
export function fromPickerValue(value: Dayjs | null): string | null {
  if (value === null) return '';
  if (!value.isValid()) return null;
  const day = value.format('YYYY-MM-DD');
  return isCalendarDay(day) ? day : null;
}

/**
 * The day an empty field's calendar opens on: the server's today (the browser's clock may be
 * wrong), within the other bound ('' for none), which MUI X does not do for a reference date.
 */
export function openingDay(today: string, min: string, max: string): string {
  if (max && today > max) return max;
  if (min && today < min) return min;
  return today;
}
