import { z } from '../zod-ro.js';
import { isCalendarDay } from '../time.js';

// GET /api/events (decisions §14, issue #27): the days whose current versions the stream sends first.

/** At most this many days in ?days=: a small, bounded catch-up read per connection. */
export const LIVE_MAX_DAYS = 31;
const DAYS_MSG = `Zilele trebuie să fie între 1 și ${LIVE_MAX_DAYS} zile valide, în formatul AAAA-LL-ZZ, despărțite prin virgulă.`;

export const liveDays = (s: string): string[] => [...new Set(s.split(','))];

export const liveEventsQuery = z.object({
  days: z
    .string()
    .max(LIVE_MAX_DAYS * 11, DAYS_MSG)
    .refine((s) => {
      const days = s.split(',');
      return days.length <= LIVE_MAX_DAYS && days.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && isCalendarDay(d));
    }, DAYS_MSG)
    .meta({ example: '2026-03-02,2026-03-03' }),
});

/** The data of an `office` event: the office's version of a day changed (the map, rooms, the status card). */
export interface OfficeEvent {
  day: string;
  version: number;
}
/** The data of a `tower` event: one of the user's own tower requests of that day changed. */
export interface TowerEvent {
  day: string;
}
/**
 * The data of a `replaced` event, the last of a stream closed to make room for a newer one of the
 * same owner (domain/live-caps.ts): `per` names the cap it passed, `max` its size. The page
 * reconnects only if it is still shown; a hidden one waits until it is shown again.
 */
export interface ReplacedEvent {
  per: string;
  max: number;
}
