import { flexPageRange, monthRange } from '@domain/date-range.js';
import { bucharestDay } from '@domain/bucharest-day.js';
import { callPath, getToken, prefetch } from '@/api/client.js';
import {
  getGroupStatisticsQueryOptions,
  getOccupancyQueryOptions,
  getReservationStatisticsQueryOptions,
  getTowerDayStatisticsQueryOptions,
  statisticsPath,
  type Paging,
} from '@/api/queries/statistics.js';
import { peekEarlyServerTime } from './early-server-time.js';
import { earlySessionUser } from './session.js';

// Issue #13: a page of charts interactive in ≤ 1 s. Opened directly (a link, a reload), such a
// page would ask for its data only once its scripts had run and it had rendered; its first calls
// are asked here instead, beside its scripts, as soon as the server's day is known, and the page's
// identical calls take their answers (api/client.ts prefetch). The calls are built from the page's
// own query options (api/queries/statistics.ts), so their paths are the page's. In the first
// download, so it reckons the day without the Temporal polyfill (domain/bucharest-day.ts, monthRange).

/** The first page of the reservations table, as /birouri/statistics opens. */
export const RESERVATIONS_FIRST_PAGE: Paging = { page: 0, pageSize: 10 };

/** The queries each page of charts makes first, with no filter chosen: its default range of the server's today (the last 90 days, the tower's month). */
const FIRST_QUERIES: Partial<Record<string, (today: string) => { meta?: Record<string, unknown> }[]>> = {
  '/birouri/admin/csv': (today) => [getGroupStatisticsQueryOptions(flexPageRange(today))],
  '/birouri/statistics': (today) => [
    getReservationStatisticsQueryOptions(flexPageRange(today), RESERVATIONS_FIRST_PAGE),
    getOccupancyQueryOptions(flexPageRange(today)),
  ],
  '/turn/statisticsDay': (today) => [getTowerDayStatisticsQueryOptions(monthRange(today))],
};

/** The paths a page of charts at `path` asks for first on the server's day `today`; none for another page. */
export function firstPaths(path: string, today: string): string[] {
  return (FIRST_QUERIES[path.replace(/\/$/, '')]?.(today) ?? []).map(statisticsPath);
}

/**
 * The server's clock when it answered this page (Server-Timing `now`, server/http/server-now-header.ts);
 * null without it (another server, or an origin that is not secure: the browser then hides it).
 */
export function documentServerNow(): string | null {
  const nav = globalThis.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const now = nav?.serverTiming?.find((t) => t.name === 'now')?.description;
  return now && !Number.isNaN(Date.parse(now)) ? now : null;
}

/** The tower's pages a phone opens (tower §2: a new request, my requests), which share their first calls. */
const TOWER_PHONE_PAGES = new Set(['/turn', '/turn/add', '/turn/reservations']);

/**
 * The tower's phone pages (issue #39, point 14): their settings, cars and requests asked beside
 * the scripts, not after them; the requests, a POST that reads by the person's uuid (tower §7),
 * once the start's verification has named the person.
 */
async function prefetchTowerPage(): Promise<void> {
  const user = earlySessionUser();
  prefetch(callPath('GET /config'));
  prefetch(callPath('GET /users/cars'));
  const known = await user;
  if (known) prefetch(callPath('POST /reservations/parking/user'), { uuid: known.uuid });
}

/**
 * Asks for the first calls of the page at `path` if someone is signed in: a page of charts
 * opened without filters in its address (`search`: with them it asks for its own), or one of
 * the tower's phone pages. A chart page's calls need the server's day: with the server's clock
 * in the page's own answer, at once (before the router asks for the page's scripts, which would
 * otherwise go first on the browser's six connections); else once GET /api/meta has answered.
 */
export async function prefetchPageData(path: string, search = ''): Promise<void> {
  if (!getToken()) return;
  const page = path.replace(/\/$/, '');
  if (TOWER_PHONE_PAGES.has(page)) return prefetchTowerPage();
  const charts = search.replace(/^\?/, '') === '' && FIRST_QUERIES[page] !== undefined;
  if (!charts) return;
  const now = documentServerNow() ?? (await peekEarlyServerTime())?.now;
  if (!now) return;
  for (const call of firstPaths(path, bucharestDay(new Date(now)))) prefetch(call);
}
