import { addDays, bucharestInstant, weekday } from '../time.js';
import { firstRoundDone, mondayOf, requestableDays } from '../tower/calendar.js';

// The days a work pattern requests in the tower (decisions §20 on §7's window): its weekdays among
// the days the person may request now, and when each of those days opened to requests.

interface WindowSettings {
  fridayCutoffHour: number;
  confirmationDeadlineHour: number;
}

/**
 * The moment `day` entered the tower's window: the Friday cut-off two weeks before its week (from
 * then the window runs to the end of the week after next, §7). A pattern's request is queued from then.
 */
export function windowOpenedAt(day: string, fridayCutoffHour: number): Date {
  return bucharestInstant(addDays(mondayOf(day), -10), fridayCutoffHour);
}

/**
 * The pattern's days now: its weekdays (ISO 1–5) among the days a person may request (§7's window,
 * tomorrow closed after today's deadline hour). `waitingOnly` keeps those the first round has not yet
 * shared out: the scheduled job makes only those, so it never meets a round (docs/decisions/week.md).
 */
export function towerPatternDays(now: Date, s: WindowSettings, towerDays: readonly number[], waitingOnly = false): string[] {
  const wanted = new Set(towerDays);
  return requestableDays(now, s).filter((d) => wanted.has(weekday(d)) && !(waitingOnly && firstRoundDone(d, now, s.fridayCutoffHour)));
}

/**
 * When a pattern's request of `day` joins the queue: when the day opened, or later when the pattern
 * was saved or the person's last ban ended (they could not have asked before); never after now.
 */
export function patternDateAdded(day: string, now: Date, fridayCutoffHour: number, later: readonly (Date | null)[]): Date {
  let at = windowOpenedAt(day, fridayCutoffHour).getTime();
  for (const d of later) if (d && d.getTime() > at) at = d.getTime();
  return new Date(Math.min(at, now.getTime()));
}
