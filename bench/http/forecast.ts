import { addDays, bucharestDay } from '../../domain/time.js';
import { openPostgres } from '../../server/db/connection.js';
import { prepareDatabase } from './database.js';
import { loadCompany, START } from './profiles.js';
import type { ProfileOptions } from './profiles.js';
import { startServer } from './server-process.js';
import { medianOf, REPEATS, sessionOf } from './statistics.js';
import type { Row } from './summary.js';

// The office's forecast (decisions §21, #42 point 6) at the company's size, on PostgreSQL: one
// request of the occupancy chart for 92 days from today (today → +91, within the 92 days to come
// it allows; the server answers up to the booking window's end), as an administrator of the office,
// with every group and floor: the median of REPEATS after one warm-up request.

/** One request's target (#42 point 6). */
const TARGET_MS = 100;

export async function forecastProfile(o: ProfileOptions): Promise<Row[]> {
  const profile = 'PostgreSQL, forecast';
  const db = await prepareDatabase('postgres', START, async (q) => {
    await loadCompany(q, o.scale);
  });
  const server = await startServer(db.env, START);
  const pg = await openPostgres(db.env.DATABASE_URL, 1);
  try {
    const admin = await sessionOf(pg, "username = 'co-00000'", START);
    const today = bucharestDay(START);
    const path = `/api/statistics/occupancy?from=${today}&to=${addDays(today, 91)}`;
    const r = await medianOf<{ date: string; reserved: number; byFloor: unknown[] }[]>(server, admin.token, path);
    const days = r.payload;
    const reserved = days.reduce((n, d) => n + d.reserved, 0);
    const what = `the forecast of 92 days GET ${path} (${days.length} weekdays answered, to ${days.at(-1)?.date}; ${days[0]?.byFloor.length ?? 0} floors; ${reserved} reservations counted), median of ${REPEATS}`;
    o.log(`  ${what}: ${Math.round(r.ms)} ms of ${r.each.map(Math.round).join(', ')} (target ≤ ${TARGET_MS} ms)`);
    return [{ kind: 'timed', profile, what, ms: r.ms, target: { text: `≤ ${TARGET_MS} ms`, met: r.ms <= TARGET_MS } }];
  } finally {
    await pg.close();
    await server.stop();
    await db.drop();
  }
}
