import { addDays, weekday } from '../../../../../domain/time.js';

// The day picker shows weekdays only, Monday first (flex-office §2): rows of Monday–Friday.

/** The weeks (Monday to Friday) covering first..last. */
export function weekRows(first: string, last: string): string[][] {
  const rows: string[][] = [];
  for (let monday = addDays(first, 1 - weekday(first)); monday <= last; monday = addDays(monday, 7)) {
    rows.push([0, 1, 2, 3, 4].map((i) => addDays(monday, i)));
  }
  return rows;
}
