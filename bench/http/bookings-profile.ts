import { nextWorkingDay } from '../../domain/desks/rules.js';
import { planBookings, widenBookingLimits, type Booking } from './bookings.js';
import { benchAdminUrl, prepareDatabase } from './database.js';
import { copyDatabase } from './booking-script.js';
import { bookingMeasure, bookingScriptRows, loadCompany, pgbenchRows, START, TODAY, type Loaded, type ProfileOptions } from './profiles.js';
import { startServer, type ServerProcess } from './server-process.js';
import type { Row } from './summary.js';

// The bookings alone (issue #43, `npm run bench -- --only bookings`): the PostgreSQL profile's
// bookings on one and two processes with what the database's backends waited on, and pgbench beside
// them, without the reads, the browser and the statistics around them: the loop of finding what
// serialises the bookings. The full profile (--only postgres) measures the same lines.

export async function bookingsProfile(o: ProfileOptions): Promise<Row[]> {
  const profile = 'PostgreSQL, bookings';
  let loaded!: Loaded;
  let plan: Booking[] = [];
  const db = await prepareDatabase('postgres', START, async (q) => {
    loaded = await loadCompany(q, o.scale);
    await widenBookingLimits(q);
    plan = await planBookings(q, loaded.office, TODAY, nextWorkingDay(TODAY), 2 * o.bookings + 64);
  });
  o.log(`${profile}: ${plan.length} bookings planned`);
  const servers: ServerProcess[] = [];
  const rows: Row[] = [];
  const script = await copyDatabase(benchAdminUrl(), db.env.DATABASE_URL);
  try {
    servers.push(...(await Promise.all([startServer(db.env, START), startServer(db.env, START)])));
    const tokenOf = new Map(loaded.office.map((uuid, i) => [uuid, loaded.tokens[i]]));
    const warm = Math.min(64, Math.floor(plan.length / 10));
    if (warm > 0) await bookingMeasure(profile, 'warm-up', servers, plan.slice(0, warm), tokenOf, o);
    const half = Math.floor((plan.length - warm) / 2);
    const url = db.env.DATABASE_URL;
    for (const [what, on, from] of [
      ['bookings, distinct desks and people, one process', servers.slice(0, 1), warm],
      ['bookings, distinct desks and people, two processes', servers, warm + half],
    ] as const)
      rows.push(await bookingMeasure(profile, what, [...on], plan.slice(from, from + half), tokenOf, o, undefined, 64, url));
    rows.push(...(await pgbenchRows(profile, o)));
    if (half > 0) rows.push(...(await bookingScriptRows(profile, script, plan.slice(warm, warm + 2 * half), tokenOf, o)));
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await script.drop();
    await db.drop();
  }
  return rows;
}
