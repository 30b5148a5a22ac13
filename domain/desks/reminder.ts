import { addDays, bucharestDay, bucharestInstant, isWeekday } from '../time.js';
import { nextWorkingDay } from './rules.js';

// When a desk's holder is e-mailed the links to confirm or cancel (decisions §6, amended in
// session 4): at confirmationDeadlineHour two working days before the day, so that the cancel link
// still works under the 24-hour rule (the day before at 18:00, it never could: the desk's day
// starts at 11:00). A reservation made after that moment gets its e-mail at once.

function previousWorkingDay(day: string): string {
  let d = addDays(day, -1);
  while (!isWeekday(d)) d = addDays(d, -1);
  return d;
}

/** The working day on which the reminder of `day` goes out. */
export const reminderDay = (day: string): string => previousWorkingDay(previousWorkingDay(day));

/** The instant the reminder of `day` goes out. */
export const reminderMoment = (day: string, hour: number): Date => bucharestInstant(reminderDay(day), hour);

/** The last day whose reminders go out at the job's run on working day `runDay` (the run catches up on earlier ones). */
export const remindedThrough = (runDay: string): string => nextWorkingDay(nextWorkingDay(runDay));

/**
 * Whether a reservation of `day` booked at `now` is past its reminder's moment, so that it is
 * e-mailed at once. The hour is asked for only when the moment falls today: a booking of a later
 * day, the hot path, reads no settings for it.
 */
export async function remindsAtOnce(day: string, now: Date, hour: () => Promise<number>): Promise<boolean> {
  const on = reminderDay(day);
  const today = bucharestDay(now);
  if (on !== today) return on < today;
  return now.getTime() >= bucharestInstant(on, await hour()).getTime();
}
