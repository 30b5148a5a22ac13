// The booking dialog's days are one tab stop (#21, point 11): arrow keys move between the days
// that can be chosen, as the grid of weeks lays them out. Left and Right follow the calendar
// (Friday's Right is next Monday), Up and Down keep the weekday; days that cannot be chosen
// (taken, held, outside the window) are skipped. The map's roving (map/roving.ts) moves by
// drawn position and stops at a row's end, which a calendar does not. Pure, for tests.

export const DAY_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] as const;
export type DayKey = (typeof DAY_KEYS)[number];

export const isDayKey = (key: string): key is DayKey => (DAY_KEYS as readonly string[]).includes(key);

/**
 * The day the key moves to from `current`, among `days` laid out `columns` a row; null when there
 * is none that can be chosen that way (the focus stays).
 */
export function nextDay(
  days: readonly string[],
  enabled: (day: string) => boolean,
  current: string,
  key: DayKey,
  columns = 5,
): string | null {
  const open = days.map((d, i) => ({ d, i })).filter((x) => enabled(x.d));
  if (open.length === 0) return null;
  if (key === 'Home') return open[0].d;
  if (key === 'End') return open[open.length - 1].d;
  const at = days.indexOf(current);
  if (at < 0) return open[0].d;
  const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns }[key];
  for (let i = at + step; i >= 0 && i < days.length; i += step) if (enabled(days[i])) return days[i];
  return null;
}

/** The day holding the tab stop: the one last focused if it can still be chosen, else the first chosen, else the first open. */
export function tabStopDay(
  days: readonly string[],
  enabled: (day: string) => boolean,
  last: string | null,
  chosen: ReadonlySet<string>,
): string | null {
  if (last && enabled(last)) return last;
  return days.find((d) => enabled(d) && chosen.has(d)) ?? days.find(enabled) ?? null;
}
