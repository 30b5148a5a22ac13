import { addDays, bucharestClock, bucharestDay, bucharestInstant, isWeekday, weekday } from '../time.js';

// The tower's request window and allocation calendar (decisions §7), in Bucharest time.

/** Monday of the week of `day`. */
export function mondayOf(day: string): string {
  return addDays(day, 1 - weekday(day));
}

/** This week's Friday cut-off instant has passed (Friday at fridayCutoffHour, or any later moment of the week). */
export function cutoffPassed(now: Date, fridayCutoffHour: number): boolean {
  const z = bucharestClock(now);
  const dow = z.dayOfWeek;
  return dow > 5 || (dow === 5 && z.hour >= fridayCutoffHour);
}

/** The last day requests may be made for: the end of next week, or of the week after once the cut-off passed. */
export function windowEnd(now: Date, fridayCutoffHour: number): string {
  const nextSunday = addDays(mondayOf(bucharestDay(now)), 13);
  return cutoffPassed(now, fridayCutoffHour) ? addDays(nextSunday, 7) : nextSunday;
}

/** Tomorrow, when it is a working day that today's deadline hour has closed to requests; else null (the calendar says why). */
export function closedTomorrow(now: Date, confirmationDeadlineHour: number): string | null {
  const tomorrow = addDays(bucharestDay(now), 1);
  return isWeekday(tomorrow) && bucharestClock(now).hour >= confirmationDeadlineHour ? tomorrow : null;
}

/** Working days a user may request now: tomorrow (until today's deadline hour) to the window's end. */
export function requestableDays(now: Date, s: { fridayCutoffHour: number; confirmationDeadlineHour: number }): string[] {
  const today = bucharestDay(now);
  const tomorrowClosed = bucharestClock(now).hour >= s.confirmationDeadlineHour;
  const out: string[] = [];
  const end = windowEnd(now, s.fridayCutoffHour);
  for (let d = addDays(today, tomorrowClosed ? 2 : 1); d <= end; d = addDays(d, 1)) if (isWeekday(d)) out.push(d);
  return out;
}

/**
 * Whether the first round has already shared out `day`: days of this week always, days of
 * next week once this week's cut-off has passed. Requests for such days are served at once.
 */
export function firstRoundDone(day: string, now: Date, fridayCutoffHour: number): boolean {
  const thisMonday = mondayOf(bucharestDay(now));
  const dayMonday = mondayOf(day);
  if (dayMonday <= thisMonday) return true;
  return dayMonday === addDays(thisMonday, 7) && cutoffPassed(now, fridayCutoffHour);
}

/** The instant of a day's deadline: confirmationDeadlineHour on the working day before it. */
export function secondRoundAt(day: string, confirmationDeadlineHour: number): Date {
  let prev = addDays(day, -1);
  while (!isWeekday(prev)) prev = addDays(prev, -1);
  return bucharestInstant(prev, confirmationDeadlineHour);
}

/** Users may cancel or change the car of a request only before its day's deadline (tower §4). */
export function userMayChange(day: string, now: Date, confirmationDeadlineHour: number): boolean {
  return now.getTime() < secondRoundAt(day, confirmationDeadlineHour).getTime();
}
