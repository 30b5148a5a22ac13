import { Temporal } from '@js-temporal/polyfill';

// The month grid of the tower calendars: weeks start on Monday (tower §2).

/** 'YYYY-MM' of a day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function addMonths(month: string, n: number): string {
  return Temporal.PlainYearMonth.from(month).add({ months: n }).toString();
}

/** The weeks of a month, Monday first; days outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const ym = Temporal.PlainYearMonth.from(month);
  const first = ym.toPlainDate({ day: 1 });
  const cells: (string | null)[] = Array.from({ length: first.dayOfWeek - 1 }, () => null);
  for (let d = 1; d <= ym.daysInMonth; d++) cells.push(ym.toPlainDate({ day: d }).toString());
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
