import { deskWindow, nextWorkingDay } from '../desks/rules.js';
import { addDays, weekday } from '../time.js';

// The work pattern's horizon (decisions §20): from the next working day to the end of next week,
// inside the desk booking window. A short horizon leaves the rest of maxActiveDesk to the person.

/** The Friday of the week after `today`'s. */
export const endOfNextWeek = (today: string): string => addDays(today, 7 + (5 - weekday(today)));

/** The days the pattern books seen from `today`: its weekdays from the next working day to the end of next week, within the window. */
export function patternDays(today: string, weekdays: readonly number[], maxDaysDesk: number): string[] {
  const first = nextWorkingDay(today);
  const { last: windowEnd } = deskWindow(today, maxDaysDesk);
  const end = endOfNextWeek(today) < windowEnd ? endOfNextWeek(today) : windowEnd;
  const days: string[] = [];
  for (let d = first; d <= end; d = addDays(d, 1)) if (weekdays.includes(weekday(d))) days.push(d);
  return days;
}
