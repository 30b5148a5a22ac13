import { ROOM_FIRST_HOUR, ROOM_LAST_HOUR } from '@domain/rooms/rules.js';
import { bucharestDay, bucharestInstant } from '@domain/time.js';
import { desks } from '@/i18n/desks.js';
import { translate } from '@/i18n/i18n.js';
import { bucharestTime } from './room-form.js';

// A room's availability on a day, in a few words for the room list and the map's markers
// (issue #14, point 10): on the server's today, what it is now and until when; on another
// day, how much of 08:00–20:30 is still free.

export type AvailabilityKind = 'free' | 'partly' | 'busy' | 'closed';

/** The chip colour of each kind, as MUI names it. */
export const AVAILABILITY_COLOR = { free: 'success', partly: 'warning', busy: 'error', closed: 'default' } as const satisfies Record<
  AvailabilityKind,
  string
>;

export interface RoomAvailability {
  kind: AvailabilityKind;
  text: string;
}

interface Span {
  begin: number;
  end: number;
}

/** The reservations within [open, close), merged where they touch or overlap, earliest first. */
function takenSpans(reservations: { dateBegin: string; dateEnd: string }[], open: number, close: number): Span[] {
  const clipped = reservations
    .map((r) => ({ begin: Math.max(Date.parse(r.dateBegin), open), end: Math.min(Date.parse(r.dateEnd), close) }))
    .filter((s) => s.begin < s.end)
    .sort((a, b) => a.begin - b.begin);
  const merged: Span[] = [];
  for (const s of clipped) {
    const last = merged[merged.length - 1];
    if (last && s.begin <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}

/** '30 de minute', '1 oră', '1,5 ore', '12 ore' of free time. */
function freeTime(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return translate(desks, 'desks.room.freeMinutes', { count: minutes });
  return translate(desks, 'desks.room.freeHours', { count: minutes / 60 });
}

const at = (ms: number) => bucharestTime(new Date(ms).toISOString());

export function roomAvailability(day: string, now: Date, reservations: { dateBegin: string; dateEnd: string }[]): RoomAvailability {
  const open = bucharestInstant(day, ROOM_FIRST_HOUR, 0).getTime();
  const close = bucharestInstant(day, ROOM_LAST_HOUR, 30).getTime();
  const t = now.getTime();
  if (day < bucharestDay(now) || t >= close) return { kind: 'closed', text: translate(desks, 'desks.room.closed') };
  const spans = takenSpans(reservations, open, close);
  if (t >= open) {
    const current = spans.find((s) => s.begin <= t && t < s.end);
    if (current)
      return {
        kind: 'busy',
        text:
          current.end >= close
            ? translate(desks, 'desks.room.busyRest')
            : translate(desks, 'desks.room.busyUntil', { time: at(current.end) }),
      };
    const next = spans.find((s) => s.begin > t);
    return {
      kind: 'free',
      text: next ? translate(desks, 'desks.room.freeUntil', { time: at(next.begin) }) : translate(desks, 'desks.room.freeRest'),
    };
  }
  const taken = spans.reduce((sum, s) => sum + s.end - s.begin, 0);
  if (taken === 0) return { kind: 'free', text: translate(desks, 'desks.room.freeAllDay') };
  if (taken >= close - open) return { kind: 'busy', text: translate(desks, 'desks.room.busyAllDay') };
  return { kind: 'partly', text: freeTime(close - open - taken) };
}
