import { ROOM_MIN_MS } from '@domain/rooms/rules.js';
import type { RoomDayReservation } from '@/api/rooms.js';
import { forms } from '@/i18n/forms.js';
import { translate } from '@/i18n/i18n.js';
import { bucharestTime, slotStarts, type Interval } from './room-form.js';

// The pure side of a room's day as a half-hour timeline (issue #14, point 10): its cells
// within the bookable hours (flex-office §5), which are taken and by whom, and the range a
// click, a drag or a shift-click chooses (a click then another: start and end, issue #21, point 1).

export type CellState = 'free' | 'taken' | 'past';

export interface TimelineCell extends Interval {
  /** '10:00–10:30' */
  label: string;
  state: CellState;
  /** Who holds a taken cell: the booker's name (null when unknown), whether it is the viewer, whether it was booked at the door. */
  by?: { name: string | null; mine: boolean; door?: boolean };
}

/** The day's half hours, 08:00–08:30 … 20:00–20:30: taken when a live reservation overlaps them, past when they began before now. */
export function timelineCells(day: string, now: Date, reservations: RoomDayReservation[], viewerUuid: string): TimelineCell[] {
  return slotStarts(day).map((begin) => {
    const end = new Date(begin.getTime() + ROOM_MIN_MS);
    const label = `${bucharestTime(begin.toISOString())}–${bucharestTime(end.toISOString())}`;
    const holder = reservations.find((r) => Date.parse(r.dateBegin) < end.getTime() && begin.getTime() < Date.parse(r.dateEnd));
    // A door booking (decisions §24) has no booker: no one's, and said in the person's language.
    if (holder?.uuid === null) return { begin, end, label, state: 'taken', by: { name: null, mine: false, door: true } };
    if (holder) return { begin, end, label, state: 'taken', by: { name: holder.name, mine: holder.uuid === viewerUuid } };
    return { begin, end, label, state: begin.getTime() < now.getTime() ? 'past' : 'free' };
  });
}

/** What a cell is, in words (the language active now): its accessible name and its tooltip. */
export function cellName(c: TimelineCell): string {
  const slot = c.label;
  if (c.state === 'past') return translate(forms, 'forms.room.cellPast', { slot });
  if (c.state === 'free') return translate(forms, 'forms.room.cellFree', { slot });
  if (c.by?.mine) return translate(forms, 'forms.room.cellMine', { slot });
  if (c.by?.door) return translate(forms, 'forms.room.cellDoor', { slot });
  return c.by?.name
    ? translate(forms, 'forms.room.cellTakenBy', { slot, name: c.by.name })
    : translate(forms, 'forms.room.cellTaken', { slot });
}

/**
 * The cells a press on `anchor` dragged (or shift-clicked) to `target` chooses: from the anchor
 * towards the target, stopping before the first cell that is not free. Null when the anchor
 * itself is not free.
 */
export function dragRange(cells: TimelineCell[], anchor: number, target: number): [number, number] | null {
  if (cells[anchor]?.state !== 'free') return null;
  const step = target >= anchor ? 1 : -1;
  let reach = anchor;
  while (reach !== target && cells[reach + step]?.state === 'free') reach += step;
  return step > 0 ? [anchor, reach] : [reach, anchor];
}

/**
 * What a click (or Enter) on cell `i` chooses, `start` being the half hour the previous click chose
 * alone and whose end is awaited (null when none is): a later `i` ends the range there, inclusive,
 * stopping before a taken half hour as a drag does, and no start is awaited any more; any other
 * click (no start, the same or an earlier half hour) chooses `i` alone as the new start. Null
 * when `i` is not free: nothing changes.
 */
export function clickRange(
  cells: TimelineCell[],
  start: number | null,
  i: number,
): { range: [number, number]; start: number | null } | null {
  if (cells[i]?.state !== 'free') return null;
  const range = start !== null && i > start ? dragRange(cells, start, i) : null;
  return range ? { range, start: null } : { range: [i, i], start: i };
}

/** The interval a range of cells stands for: the first one's start to the last one's end. */
export function rangeInterval(cells: TimelineCell[], [first, last]: [number, number]): Interval {
  return { begin: cells[first].begin, end: cells[last].end };
}

/** The cells an interval covers whole (the chosen ones), as a range; null when it covers none of the day. */
export function coveredRange(cells: TimelineCell[], interval: Interval | null): [number, number] | null {
  if (!interval) return null;
  const inside = cells.map((c, i) => (interval.begin <= c.begin && c.end <= interval.end ? i : -1)).filter((i) => i >= 0);
  return inside.length > 0 ? [inside[0], inside[inside.length - 1]] : null;
}
