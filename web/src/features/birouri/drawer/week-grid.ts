import { addDays, weekday } from '../../../../../domain/time.js';

// The day picker shows weekdays only, Monday first (flex-office §2): rows of Monday–Friday.

export const WEEKDAY_SHORT = ['L', 'Ma', 'Mi', 'J', 'V'];
export const WEEKDAY_NAMES = ['luni', 'marți', 'miercuri', 'joi', 'vineri'];
const MONTHS = ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'];

/** The weeks (Monday to Friday) covering first..last. */
export function weekRows(first: string, last: string): string[][] {
  const rows: string[][] = [];
  for (let monday = addDays(first, 1 - weekday(first)); monday <= last; monday = addDays(monday, 7)) {
    rows.push([0, 1, 2, 3, 4].map((i) => addDays(monday, i)));
  }
  return rows;
}

/** 'marți, 2 martie 2027' */
export function longDayName(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${WEEKDAY_NAMES[weekday(day) - 1]}, ${d} ${MONTHS[m - 1]} ${y}`;
}

export function monthName(day: string): string {
  const [y, m] = day.split('-').map(Number);
  return `${MONTHS[m - 1]} ${y}`;
}
