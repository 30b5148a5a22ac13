import { flexPageRange, monthRange } from '../../../domain/date-range.js';
import { bucharestDay } from '../../../domain/bucharest-day.js';
import { getToken, prefetch } from '../api/client.js';
import { groupStatistics, occupancyStatistics, reservationStatistics, towerDayStatistics } from '../api/statistics.js';
import { peekEarlyServerTime } from './early-server-time.js';

// Issue #13: a page of charts interactive in ≤ 1 s. Opened directly (a link, a reload), such a
// page would ask for its data only once its scripts had run and it had rendered; its first calls
// are asked here instead, beside its scripts, as soon as the server's day is known, and the page's
// identical calls take their answers (api/client.ts prefetch). In the first download, so it
// reckons the day without the Temporal polyfill (domain/bucharest-day.ts, monthRange).

/** The first page of the reservations table, as /birouri/statistics opens. */
export const RESERVATIONS_FIRST_PAGE = { page: 0, pageSize: 10 };

/** The calls each page of charts makes first, with no filter chosen: its default range of the server's today (the last 90 days, the tower's month). */
const FIRST_CALLS: Partial<Record<string, (today: string) => string[]>> = {
  '/birouri/admin/csv': (today) => [groupStatistics.path(flexPageRange(today))],
  '/birouri/statistics': (today) => {
    const range = flexPageRange(today);
    const { page, pageSize } = RESERVATIONS_FIRST_PAGE;
    return [reservationStatistics.path({ ...range, offset: page * pageSize, limit: pageSize }), occupancyStatistics.path(range)];
  },
  '/turn/statisticsDay': (today) => [towerDayStatistics.path(monthRange(today))],
};

/**
 * Asks for the first calls of the page at `path`, if it is a page of charts opened without
 * filters in its address (`search`: with them it asks for its own) and someone is signed in.
 */
export async function prefetchPageData(path: string, search = ''): Promise<void> {
  const calls = search.replace(/^\?/, '') === '' ? FIRST_CALLS[path.replace(/\/$/, '')] : undefined;
  const meta = calls && getToken() ? await peekEarlyServerTime() : null;
  if (!calls || !meta) return;
  for (const call of calls(bucharestDay(new Date(meta.now)))) prefetch(call);
}
