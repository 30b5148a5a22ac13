import { prepared, type Queryable, type Statement } from '../db/connection.js';
import { SESSION_USER_SELECT, type SessionUser } from '../identity/session-queries.js';

// The only reader of desk_map_versions (the triggers of migrations 007 and 008 write it): every
// version is the one SQL function of migration 013 (014: inlined), so that all readers agree by construction.

// Read with every map and status card: prepared.
const DAYS_VERSION = prepared('SELECT v FROM office_days_version($1::date, $2::date)');

/** The version of what the office shows on the days first..last ('-infinity'..'infinity': all of them). */
export async function officeDaysVersion(q: Queryable, first: string, last: string): Promise<number> {
  const { rows } = await q.query<{ v: number }>(DAYS_VERSION, [first, last]);
  return rows[0]?.v ?? 0;
}

// A snapshot route's two reads in one statement (issue #24): the day's version ($3) and the
// caller's session ($1 token hash, $2 now), as one round trip; the session as JSON, null when none.
const DAY_VERSION_AND_SESSION = prepared(
  `SELECT (SELECT v FROM office_days_version($3::date, $3::date)) AS v, (SELECT to_jsonb(su) FROM (${SESSION_USER_SELECT}) su) AS session`,
);

/** A version ($3: the day, or the team week's Monday) and the caller's session, read by `statement` in one round trip. */
async function versionAndSession(
  statement: Statement,
  q: Queryable,
  at: string,
  tokenHash: string,
  now: Date,
): Promise<{ version: number; session: SessionUser | null }> {
  const { rows } = await q.query<{ v: number; session: SessionUser | null }>(statement, [tokenHash, now, at]);
  return { version: rows[0]?.v ?? 0, session: rows[0]?.session ?? null };
}

export const dayVersionAndSession = (q: Queryable, day: string, tokenHash: string, now: Date) =>
  versionAndSession(DAY_VERSION_AND_SESSION, q, day, tokenHash, now);

// The live streams' read (issue #27): the versions of several days in one statement.
const DAYS_VERSIONS = prepared('SELECT d::text AS day, (SELECT v FROM office_days_version(d, d)) AS v FROM unnest($1::date[]) AS d');

/** The office's version of each of `days`, each as office_days_version(d, d) reads it. */
export async function eachDayVersion(q: Queryable, days: string[]): Promise<Map<string, number>> {
  const { rows } = await q.query<{ day: string; v: number }>(DAYS_VERSIONS, [days]);
  return new Map(rows.map((r) => [r.day, r.v]));
}

// The team's week's two reads in one statement, as a map's (decisions §21, #42 point 6): the version
// of the week from the Monday $3 (migration 026) and the caller's session.
const WEEK_VERSION_AND_SESSION = prepared(
  `SELECT (SELECT v FROM team_week_version($3::date)) AS v, (SELECT to_jsonb(su) FROM (${SESSION_USER_SELECT}) su) AS session`,
);

export const weekVersionAndSession = (q: Queryable, monday: string, tokenHash: string, now: Date) =>
  versionAndSession(WEEK_VERSION_AND_SESSION, q, monday, tokenHash, now);

const WEEK_VERSION = prepared('SELECT v FROM team_week_version($1::date)');

/** The version of the team's week from `monday`: its days' office version and its absences, people and groups (migration 026). */
export async function teamWeekVersion(q: Queryable, monday: string): Promise<number> {
  const { rows } = await q.query<{ v: number }>(WEEK_VERSION, [monday]);
  return rows[0]?.v ?? 0;
}
