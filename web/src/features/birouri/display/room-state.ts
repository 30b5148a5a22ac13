import { BOOK_NOW_MINUTES, bookNowSpan, busyUntil, underWayAt, type BookNowMinutes } from '@domain/displays/rules.js';
import type { DisplayReservation } from '@/api/display-door.js';

// What a room's display shows at an instant of the server's clock (decisions §24), from the day's
// reservations it last read: the domain's rules, which the server applies to the presses too.

export interface Offer {
  minutes: BookNowMinutes;
  end: Date;
}

export interface RoomNow {
  /** The reservation under way, if any. */
  current: DisplayReservation | undefined;
  /** Until when the room is taken, through the reservations that follow without a gap; null when free. */
  until: Date | null;
  /** The reservations after the current one that have not ended, in order. */
  later: DisplayReservation[];
  /** 'Rezervați acum': each length that ends somewhere else; none while the room is taken or outside the hours. */
  offers: Offer[];
  /** Outside the hours a door may book (weekends, before 08:00, from 20:00). */
  closed: boolean;
}

type Span = DisplayReservation & { begin: Date; end: Date };

export function roomNow(now: Date, reservations: readonly DisplayReservation[]): RoomNow {
  const spans: Span[] = reservations
    .map((r) => ({ ...r, begin: new Date(r.dateBegin), end: new Date(r.dateEnd) }))
    .filter((r) => r.end.getTime() > now.getTime())
    .sort((a, b) => a.begin.getTime() - b.begin.getTime());
  const current = underWayAt(now, spans);
  const offers: Offer[] = [];
  let closed = false;
  for (const minutes of BOOK_NOW_MINUTES) {
    const span = bookNowSpan(now, minutes, spans);
    if (span === 'closed') closed = true;
    // Cut at the next reservation, 60 minutes may end where 30 do: one button says it.
    else if (span !== 'underWay' && !offers.some((o) => o.end.getTime() === span.end.getTime())) offers.push({ minutes, end: span.end });
  }
  const strip = ({ begin: _b, end: _e, ...r }: Span): DisplayReservation => r;
  return {
    current: current && strip(current),
    until: busyUntil(now, spans),
    later: spans.filter((r) => r !== current).map(strip),
    offers,
    closed,
  };
}
