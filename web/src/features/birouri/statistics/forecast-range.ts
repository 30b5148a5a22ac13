import type { DayRange } from '@domain/date-range.js';
import { deskWindow } from '@domain/desks/rules.js';

/**
 * The office's forecast (decisions §21): from today (its bookings count too) to the booking
 * window's last day, which the building's maxDaysDesk sets. The window ends at most a month
 * ahead, well inside the 92 future days the server answers in one call (MAX_FORECAST_DAYS).
 */
export function forecastRange(today: string, maxDaysDesk: number): DayRange {
  return { from: today, to: deskWindow(today, maxDaysDesk).last };
}
