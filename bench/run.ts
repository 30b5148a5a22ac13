import { createSession } from '../server/accounts/sessions-service.js';
import { createTestApp } from '../server/test/harness.js';
import { addEmployees } from './population.js';
import { latency, once, table, throughput, type Row } from './measure.js';

// npm run bench: the real app (PGlite, or PostgreSQL with TEST_DATABASE_URL) with the demo
// organisation plus BENCH_USERS employees; prints latency, throughput and memory.
const USERS = Number(process.env.BENCH_USERS ?? 3000);
const START = '2027-03-01T07:00:00Z'; // Monday 09:00 Bucharest
const DAY = '2027-03-02';

const t = await createTestApp({ start: START });
const rows: Row[] = [];
try {
  const people = await addEmployees(t.ctx.db, USERS);
  const tokens = await Promise.all(people.slice(0, 500).map((p) => createSession(t.ctx.db, p.uuid, t.clock.now(), 60)));
  const admin = await t.login('admin');
  const ok = (r: { body: { err: number; message?: string } }) => {
    if (r.body.err !== 0) throw new Error(r.body.message);
  };

  rows.push(await latency('map of a day (GET /desks, 192 desks)', 200, async () => ok(await t.call('GET', `/api/desks?date=${DAY}`, { token: admin }))));
  rows.push(await latency('status card (GET /reservations/status)', 200, async () => ok(await t.call('GET', '/api/reservations/status', { token: admin }))));
  const { rows: free } = await t.ctx.db.query<{ desk_id: string }>(
    `SELECT desk_id FROM desks WHERE 'it' = ANY (groups_id_list) AND manager IS NULL
        AND desk_id NOT IN (SELECT desk_id FROM desk_reservations WHERE day = '2027-03-31' AND status <> 'cancelled')`,
  );
  rows.push(
    await latency(`desk booking, one by one (${free.length} desks)`, free.length, async (i) =>
      ok(await t.call('POST', '/api/reservations/desks/update', { token: tokens[i], body: { deskId: free[i].desk_id, reservationDate: '2027-03-31' } })),
    ),
  );
  rows.push(
    await throughput('50 people race for one desk (one wins)', 50, 50, async (i) =>
      t.call('POST', '/api/reservations/desks/update', { token: tokens[100 + i], body: { deskId: free[0].desk_id, reservationDate: '2027-03-30' } }),
    ),
  );
  const towerDay = '2027-03-10';
  rows.push(
    await throughput(`parking requests for one day (${tokens.length} people, 20 at once)`, tokens.length, 20, async (i) =>
      ok(await t.call('POST', '/api/reservations/parking/add', { token: tokens[i], body: { reservation_date: towerDay, car_id: people[i].carId } })),
    ),
  );
  rows.push(await once('first round at the Friday cut-off (scheduled jobs of the week)', async () => ok(await t.call('PUT', '/api/test/clock', { body: { now: '2027-03-05T14:00:30Z' } }))));
  rows.push(await latency('my parking calendar (POST /reservations/parking/user)', 200, async (i) => ok(await t.call('POST', '/api/reservations/parking/user', { token: tokens[i], body: { uuid: people[i].uuid } }))));

  const mem = process.memoryUsage();
  console.log(`\nBench on ${t.dbUrl ? 'PostgreSQL' : 'PGlite'} with ${USERS} extra employees\n`);
  console.log(table(rows));
  console.log(`\nmemory: rss ${(mem.rss / 2 ** 20).toFixed(0)} MB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MB`);
} finally {
  await t.close();
}
