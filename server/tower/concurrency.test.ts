import { afterAll, beforeAll, expect, it } from 'vitest';
import { TOWER } from '../../domain/buildings.js';
import { TYPE } from '../../domain/tower/engine.js';
import { createSession } from '../identity/sessions-service.js';
import { openPostgres } from '../db/connection.js';
import { Scheduler } from '../jobs/scheduler.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { towerHelpers } from '../test/tower.js';
import { firstRoundJob } from './jobs.js';

// The tower never gives a day more cars than its open spaces, whatever runs at once.
// On PostgreSQL (TEST_DATABASE_URL) the requests and the two schedulers truly run in parallel.
let t: TestApp;
let h: ReturnType<typeof towerHelpers>;
let people: { token: string; carId: string }[];

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  h = towerHelpers(t);
  // Two company cars with permanent access take two of the 12 spaces: 10 open spaces.
  for (const plate of ['B100CMP', 'B101CMP'])
    await t.ctx.db.query(
      "INSERT INTO cars (id, brand, license_plate, permanent_access, owner_label, date_added) VALUES (gen_random_uuid(), 'Skoda', $1, true, 'Companie', $2)",
      [plate, t.clock.now()],
    );
  await h.emptyTower(12, 2);
  const { rows } = await t.ctx.db.query<{ uuid: string; car: string }>(
    `WITH u AS (
       INSERT INTO users (uuid, username, name, email, password_hash, building, confirmed)
       SELECT gen_random_uuid(), 'sofer' || i, 'Șofer ' || i, 'sofer' || i || '@example.com', 'x', $1, true FROM generate_series(1, 100) i
       RETURNING uuid)
     INSERT INTO cars (id, user_id, brand, license_plate, date_added)
     SELECT gen_random_uuid(), uuid, 'Dacia', 'B' || (100 + row_number() OVER ())::text || 'CON', now() FROM u
     RETURNING user_id AS uuid, id AS car`,
    [TOWER],
  );
  people = await Promise.all(rows.map(async (r) => ({ carId: r.car, token: await createSession(t.ctx.db, r.uuid, t.clock.now(), 30) })));
});
afterAll(() => t.close());

it('100 simultaneous requests for an allocated day with 10 open spaces: 10 served, 90 waiting', async () => {
  const results = await Promise.all(people.map((p) => h.request(p, ['2026-03-04'])));
  expect(results.every((r) => r.status === 200)).toBe(true);
  const types = Object.values(await h.typesOn('2026-03-04'));
  expect(types.filter((x) => x === TYPE.first)).toHaveLength(10);
  expect(types.filter((x) => x === TYPE.queue)).toHaveLength(90);
});

it('the first round run by two processes at once allocates once', async () => {
  await Promise.all(people.slice(0, 30).map((p) => h.request(p, ['2026-03-09'])));
  // A second pool on the same database stands for a second process.
  const second = t.dbUrl ? await openPostgres(t.dbUrl) : t.ctx.db;
  const a = new Scheduler(t.ctx.db, t.clock, [firstRoundJob(t.ctx.outbox, t.ctx.webhooks)]);
  const b = new Scheduler(second, t.clock, [firstRoundJob(t.ctx.outbox, t.ctx.webhooks)]);
  await a.register();
  const friday = new Date('2026-03-06T14:00:00Z');
  const [ra, rb] = await Promise.all([a.runDue(friday), b.runDue(friday)]);
  expect(ra.length + rb.length).toBe(1);
  const types = Object.values(await h.typesOn('2026-03-09'));
  expect(types.filter((x) => x === TYPE.first)).toHaveLength(10);
  expect(types.filter((x) => x === TYPE.queue)).toHaveLength(20);
  if (second !== t.ctx.db) await second.close();
});
