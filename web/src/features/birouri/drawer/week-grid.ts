import { desks } from '@/i18n/desks.js';
import { translate } from '@/i18n/i18n.js';
import { addDays, isWeekday, weekday } from '@domain/time.js';
import { longDayName, monthTitle } from '@/i18n/dates.js';

// The day picker shows weekdays only, Monday first (flex-office §2): rows of Monday–Friday.
// It is also the week at a glance (issue #14, point 5): under each bookable day, the viewer's
// own desk that day and how many desks of the chosen group are still free.

/** The weeks (Monday to Friday) covering first..last. */
export function weekRows(first: string, last: string): string[][] {
  const rows: string[][] = [];
  for (let monday = addDays(first, 1 - weekday(first)); monday <= last; monday = addDays(monday, 7)) {
    rows.push([0, 1, 2, 3, 4].map((i) => addDays(monday, i)));
  }
  return rows;
}

/** One day of the strip. */
export interface StripDay {
  day: string;
  /** Inside the booking window. */
  bookable: boolean;
  /** May be shown on the map: a bookable day, or today (decisions §13: released desks and walk-ups show there). */
  viewable: boolean;
  /** The viewer's desk that day, or null. */
  myDesk: string | null;
  /** The group's free desks that day; null outside the window or while unknown. */
  free: number | null;
  /** What the button shows: the day's number, and the month's first letters on its first day ('1 dec'). */
  shown: string;
  /** What a screen reader says: the day, then the desk and the count when there are. */
  label: string;
}

/** '1 birou liber', '7 birouri libere', '23 de birouri libere': counted by domain/plural. */
export function freeDesksText(n: number): string {
  return n === 0 ? translate(desks, 'desks.freeDesks.none') : translate(desks, 'desks.freeDesks.count', { count: n });
}

/**
 * The strip's weeks: each day of first..last's weeks with the viewer's desk and the free count.
 * `today`, a weekday before the window, is shown too (from its week on) to look at, not to book.
 */
export function weekStrip(
  first: string,
  last: string,
  mine: readonly { day: string; deskId: string }[],
  free: readonly { day: string; free: number }[] | undefined,
  today?: string,
): StripDay[][] {
  const myDesk = new Map(mine.map((r) => [r.day, r.deskId]));
  const freeOn = new Map((free ?? []).map((f) => [f.day, f.free]));
  const shownToday = today && today < first && isWeekday(today) ? today : null;
  return weekRows(shownToday ?? first, last).map((week) =>
    week.map((day) => {
      const bookable = day >= first && day <= last;
      const desk = myDesk.get(day) ?? null;
      const freeThatDay = bookable ? (freeOn.get(day) ?? null) : null;
      const dom = Number(day.slice(8));
      const shown = dom === 1 ? `1 ${monthTitle(day).slice(0, 3)}` : String(dom);
      // The name holds what the button shows as words (WCAG 2.5.3, #39 point 13): '1 dec' is not a
      // word of '1 decembrie', so the first of a month says it first ('1 dec, marți, 1 decembrie 2026').
      const label = [
        dom === 1 && shown,
        longDayName(day),
        day === shownToday && translate(desks, 'desks.day.today'),
        desk && translate(desks, 'desks.day.yourDesk', { deskId: desk }),
        freeThatDay !== null && freeDesksText(freeThatDay),
      ]
        .filter(Boolean)
        .join(', ');
      return { day, bookable, viewable: bookable || day === shownToday, myDesk: desk, free: freeThatDay, shown, label };
    }),
  );
}
