import { isCalendarDay } from './time.js';

// Dates in uploaded lists may be DD.MM.YYYY, DD/MM/YYYY or YYYY-MM-DD (decisions §8).
export function parseListDate(s: string): string | null {
  const t = s.trim();
  const dmy = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(t);
  const day = dmy ? `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}` : t;
  // One rule for what a day is, the API's own: a real calendar day within the years it accepts.
  return isCalendarDay(day) ? day : null;
}
