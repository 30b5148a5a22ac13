import { DESK_HOUR } from '../../domain/desks/rules.js';
import { addDays } from '../../domain/time.js';
import type { Queryable } from '../../server/db/connection.js';
import { insertAttendanceDays, insertDeskHistory } from '../../server/seed/history/history-queries.js';

// Rezervari.csv at the size issue #24 names (a million live desk reservations at scale 1) without
// a longer history of every table: the history generator's desk bookings again, on the weekdays
// before the company's history and before the statistics' default range, which starts on
// 2021-02-08 (decisions §10). The export of every reservation reads them; every table and chart
// in its default range, and every other measure, reads what it read without them.

/** The first day of the statistics' default range (decisions §10). */
export const STATISTICS_START = '2021-02-08';

export interface DeskHistoryTopUp {
  now: Date;
  today: string;
  /** The departments and their presence, as the company's history had them. */
  groups: readonly { id: string; presence: number }[];
  wish: number;
  seed: number;
  /** Live desk reservations wanted in all. */
  atLeast: number;
}

/** Desk bookings (with their attendance lists) on earlier weekdays until the live ones number `atLeast`; the rows it added. */
export async function extendDeskHistory(q: Queryable, h: DeskHistoryTopUp): Promise<number> {
  let added = 0;
  for (let pass = 0; pass < 5; pass++) {
    const { rows } = await q.query<{ live: number; first: string | null; perDay: number }>(
      `SELECT count(*)::int AS live, min(day) AS first,
              count(*) FILTER (WHERE day < $1::date)::float8 / greatest(1, count(DISTINCT day) FILTER (WHERE day < $1::date)) AS "perDay"
         FROM desk_reservations WHERE status <> 'cancelled'`,
      [h.today],
    );
    const { live, first, perDay } = rows[0];
    if (live >= h.atLeast || perDay === 0) break;
    const to = addDays(first !== null && first < STATISTICS_START ? first : STATISTICS_START, -1);
    // Weekdays enough at the past's average, a tenth more for its quiet summers and Christmases.
    const weekdays = Math.ceil(((h.atLeast - live) / perDay) * 1.1);
    const span = { from: addDays(to, -Math.ceil((weekdays * 7) / 5)), to, today: h.today };
    added += await insertDeskHistory(q, {
      ...span,
      now: h.now,
      skip: [],
      groupIds: h.groups.map((g) => g.id),
      presence: h.groups.map((g) => g.presence),
      wish: h.wish,
      seed: h.seed + pass,
      deskHour: DESK_HOUR,
    });
    await insertAttendanceDays(q, span);
  }
  return added;
}
