import { addDays, bucharestClock, bucharestDay, bucharestInstant } from '@domain/time.js';
import { formatDay, weekdayName } from '@/i18n/dates.js';
import { firstRoundDone, mondayOf, secondRoundAt } from '@domain/tower/calendar.js';
import { TYPE } from '@domain/tower/engine.js';
import { clockHour } from './tower-messages.js';
import { translate } from '@/i18n/i18n.js';
import { tower } from '@/i18n/tower.js';
import type { BuildingSettings } from '@domain/settings.js';

// What a request of one or more days came to (#39, point 12), read from the requests that
// POST /reservations/parking/add answers: each day either has a space already (a day the first
// round had shared out, with a space free: type 1) or waits (type 0) for the round that decides it
// (decisions §7). The API's own message stays the specification's; these are the web's words, in the
// language active when the request is made (issue #40).

/** The router state /turn/add hands to /turn/reservations: the lines to show above the calendar. */
export interface RequestedState {
  requested: string[];
}

/** The two hours of building 2's settings that decide when a round runs. */
type Hours = Pick<BuildingSettings, 'fridayCutoffHour' | 'confirmationDeadlineHour'>;

/** '08.03.2027', '08.03.2027 și 09.03.2027', '08.03.2027, 09.03.2027 și 10.03.2027' */
function dayList(days: string[]): string {
  const shown = days.map((d) => formatDay(d));
  return shown.length === 1
    ? shown[0]
    : translate(tower, 'tower.outcome.lastOfList', { first: shown.slice(0, -1).join(', '), last: shown[shown.length - 1] });
}

/** 'vineri, 05.03.2027, la ora 12:00' */
export function momentText(at: Date): string {
  const day = bucharestDay(at);
  const { hour, minute } = bucharestClock(at);
  return translate(tower, 'tower.outcome.moment', { weekday: weekdayName(day), day: formatDay(day), time: clockHour(hour, minute) });
}

/**
 * When a waiting request of `day` is decided: the second round (the deadline hour of the working
 * day before) for a day the first round has already shared out, else that day's first round
 * (the Friday cut-off of the week before).
 */
export function decidedAt(day: string, now: Date, hours: Hours): Date {
  return firstRoundDone(day, now, hours.fridayCutoffHour)
    ? secondRoundAt(day, hours.confirmationDeadlineHour)
    : bucharestInstant(addDays(mondayOf(day), -3), hours.fridayCutoffHour);
}

/** The lines said once a request is made: registered, the days with a space, the days waiting and until when. */
export function requestOutcome(requests: readonly { reservation_date: string; type: number }[], now: Date, hours: Hours): string[] {
  const sorted = [...requests].sort((a, b) => a.reservation_date.localeCompare(b.reservation_date));
  const allocated = sorted.filter((r) => r.type === TYPE.first || r.type === TYPE.second).map((r) => r.reservation_date);
  const waiting = new Map<number, string[]>();
  for (const r of sorted.filter((x) => x.type === TYPE.queue)) {
    const at = decidedAt(r.reservation_date, now, hours).getTime();
    waiting.set(at, [...(waiting.get(at) ?? []), r.reservation_date]);
  }
  const lines: string[] = [translate(tower, 'tower.ui.requested')];
  if (allocated.length) lines.push(translate(tower, 'tower.outcome.allocated', { days: dayList(allocated) }));
  for (const [at, days] of [...waiting].sort(([a], [b]) => a - b)) {
    lines.push(translate(tower, 'tower.outcome.waiting', { count: days.length, days: dayList(days), moment: momentText(new Date(at)) }));
  }
  return lines;
}
