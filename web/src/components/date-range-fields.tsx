import Typography from '@mui/material/Typography';
import { dayRange, type DayRange } from '@domain/date-range.js';
import { isCalendarDay } from '@domain/time.js';
import { formatDay } from '@/i18n/dates.js';
import { tools } from '@/i18n/tools.js';
import { useLanguage, useT } from '@/i18n/use-t.js';

// The date filters of the statistics screens (flex-office §5, tower §2, decisions §10): two days
// as typed, both included; domain/date-range.ts makes them a range (a reversed pair swapped, one
// bound alone filling the other, each screen's default without either). The fields themselves
// are date-range-pickers.tsx.

/** The two days as typed, YYYY-MM-DD or '' (unset). */
export interface DayInputs {
  from: string;
  to: string;
}

export const NO_DAYS: DayInputs = { from: '', to: '' };

export type Bound = keyof DayInputs;

/**
 * The range the filter means (domain/date-range.ts): only whole calendar days count (a browser
 * reports year 0002 while the year is being typed), and only those `accept` lets through.
 */
export function rangeOf(days: DayInputs, fallback: DayRange, accept: (day: string) => boolean = () => true): DayRange {
  const ok = (d: string) => (isCalendarDay(d) && accept(d) ? d : null);
  return dayRange(ok(days.from), ok(days.to), fallback);
}

/** A change of one day with the other filled from it while the other is unset (the managers' view, flex-office §5). */
export function withOtherFilled(days: DayInputs, change: Partial<DayInputs>): DayInputs {
  const next = { ...days, ...change };
  if (change.from && isCalendarDay(change.from) && !next.to) return { ...next, to: change.from };
  if (change.to && isCalendarDay(change.to) && !next.from) return { ...next, from: change.to };
  return next;
}

/** The range the table shows, as the server understands the filter. */
export function Period({ range }: { range: DayRange }) {
  const t = useT(tools);
  const language = useLanguage();
  return (
    <Typography aria-live="polite" data-testid="period">
      {t('tools.period', { from: formatDay(range.from, language), to: formatDay(range.to, language) })}
    </Typography>
  );
}
