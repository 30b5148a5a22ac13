import type { DayRange } from '../date-range.js';
import { addDays, daysBetween } from '../time.js';
import { MAX_FORECAST_DAYS } from './messages.js';

// The office's forecast (decisions §21): the occupancy chart's range reaches past today, up to the
// end of the desk booking window (nothing can be booked beyond it, so nothing to forecast).

/** The days after `today` that the range asks for (0 for a range in the past). */
export function futureDays(range: DayRange, today: string): number {
  const first = range.from > today ? range.from : addDays(today, 1);
  return range.to < first ? 0 : daysBetween(first, range.to) + 1;
}

/**
 * The range the forecast answers: the one asked, its end cut to the window's; 'tooManyDays' when it
 * asks for more than MAX_FORECAST_DAYS days after today (judged on the range asked, so that the
 * refusal does not depend on the window's settings). A range wholly past the window is empty (from > to).
 */
export function forecastRange(range: DayRange, today: string, windowEnd: string): DayRange | 'tooManyDays' {
  if (futureDays(range, today) > MAX_FORECAST_DAYS) return 'tooManyDays';
  return { from: range.from, to: range.to > windowEnd ? windowEnd : range.to };
}
