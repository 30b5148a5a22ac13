import type { DayRange } from '../date-range.js';
import { deskWindow } from '../desks/rules.js';

// The forecast's days (decisions §21), apart from forecast.ts: the web's chart imports them without
// the reasons' catalogue that the server's range brings.

/** The last day the forecast can answer: the desk booking window's (set by maxDaysDesk, a month ahead at most). */
export const forecastEnd = (today: string, maxDaysDesk: number): string => deskWindow(today, maxDaysDesk).last;

/** The coming days the forecast's chart shows: from today (its bookings count too) to the window's last day. */
export function comingForecast(today: string, maxDaysDesk: number): DayRange {
  return { from: today, to: forecastEnd(today, maxDaysDesk) };
}
