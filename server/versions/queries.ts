import { prepared, type Queryable } from '../db/connection.js';

// The only reader of desk_map_versions (the triggers of migrations 007 and 008 write it): every
// version is the one SQL function of migration 013, so that all readers agree by construction.

// Read with every map and status card: prepared.
const DAYS_VERSION = prepared('SELECT office_days_version($1::date, $2::date) AS v');

/** The version of what the office shows on the days first..last ('-infinity'..'infinity': all of them). */
export async function officeDaysVersion(q: Queryable, first: string, last: string): Promise<number> {
  const { rows } = await q.query<{ v: number }>(DAYS_VERSION, [first, last]);
  return rows[0]?.v ?? 0;
}
