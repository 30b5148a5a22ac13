import { addMonths as addMonthsToDay, weekday } from '@domain/time.js';

// The month grid of the tower calendars: weeks start on Monday (tower §2).

/** 'YYYY-MM' of a day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function addMonths(month: string, n: number): string {
  return monthOf(addMonthsToDay(`${month}-01`, n));
}

/** The weeks of a month, Monday first; days outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const [y, m] = month.split('-').map(Number);
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: weekday(`${month}-01`) - 1 }, () => null);
  for (let d = 1; d <= daysInMonth; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
