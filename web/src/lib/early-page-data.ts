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

/**
 * The calls a page asks for first, whatever the day: GETs at once; the reads by the person's uuid
 * (POSTs, as the specifications name them) once the start's verification has named the person.
 */
interface PersonCalls {
  now: string[];
  ofPerson: (uuid: string) => { path: string; body: object }[];
}

/** The tower's phone pages (tower §2: a new request, my requests) share their first calls. */
const TOWER_CALLS: PersonCalls = {
  now: [callPath('GET /config'), callPath('GET /users/cars')],
  ofPerson: (uuid) => [{ path: callPath('POST /reservations/parking/user'), body: { uuid } }],
};

/** What /birouri asks for first on a computer and on a phone alike (the map's day and group come after). */
const OFFICE_HOME_CALLS: PersonCalls = {
  now: [callPath('GET /config'), callPath('GET /users/groups')],
  ofPerson: (uuid) => [
    { path: callPath('POST /reservations/desks/user/upcoming'), body: { uuid } },
    { path: callPath('POST /reservations/conference-rooms/user/upcoming'), body: { uuid } },
  ],
};

const PERSON_PAGES: Partial<Record<string, PersonCalls>> = {
  '/turn': TOWER_CALLS,
  '/turn/add': TOWER_CALLS,
  '/turn/reservations': TOWER_CALLS,
  '/birouri': OFFICE_HOME_CALLS,
};

/**
 * The pages a phone opens (issue #39, point 14): their first calls asked beside the scripts, not
 * after them, the reads by the person's uuid once the start's verification has named them.
 */
async function prefetchPersonPage(calls: PersonCalls): Promise<void> {
  const user = earlySessionUser();
  for (const path of calls.now) prefetch(path);
  const known = await user;
  if (known) for (const { path, body } of calls.ofPerson(known.uuid)) prefetch(path, body);
}

/**
 * Asks for the first calls of the page at `path` if someone is signed in: a page of charts
 * opened without filters in its address (`search`: with them it asks for its own), or a page a
 * phone opens (/birouri, the tower's). A chart page's calls need the server's day: with the
 * server's clock in the page's own answer, at once (before the router asks for the page's
 * scripts, which would otherwise go first on the browser's six connections); else once GET
 * /api/meta has answered.
 */
export async function prefetchPageData(path: string, search = ''): Promise<void> {
  if (!getToken()) return;
  const page = path.replace(/\/$/, '');
  const person = PERSON_PAGES[page];
  if (person) return prefetchPersonPage(person);
  const charts = search.replace(/^\?/, '') === '' && FIRST_QUERIES[page] !== undefined;
  if (!charts) return;
  const now = documentServerNow() ?? (await peekEarlyServerTime())?.now;
  if (!now) return;
  for (const call of firstPaths(path, bucharestDay(new Date(now)))) prefetch(call);
}
