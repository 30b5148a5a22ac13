import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { formatDay } from '../../domain/time.js';
import { openPostgres, type Db } from '../db/connection.js';
import { banManyForDesksIfDue } from '../discipline/bans-service.js';
import { createSession } from '../identity/sessions-service.js';
import { Scheduler } from '../jobs/scheduler.js';
import { aGroup, aPerson } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { autoReleaseJob } from './release-job.js';
import { releaseBatch } from './release-queries.js';

// The auto-release at a large office's size, and run by two processes at once (decisions §13).
// 1,000 people each hold one of 1,000 desks of floor 9; their bookings of a day are made in the
// database. The jobs run in schedulers of their own (as in server/jobs/scheduler.test.ts), and the
// outbox is left to hold the e-mails, which the test counts there: sending 1,000 is the outbox's
// business, tested in server/mail.
let t: TestApp;
let second: Db;
const JOB = 'desk-auto-release';
const PEOPLE = 1000;
/** Wakes no outbox: the e-mails stay enqueued for the test to read. */
const quiet = { outbox: { kick: () => undefined }, webhooks: { kick: () => undefined, hand: () => undefined, leaseMs: 60_000 } };

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z', outbox: { pollMs: 3_600_000 } });
  await aGroup(t, { id: 'it', name: 'Tehnologia Informației' });
  // On PostgreSQL the second scheduler gets its own connection pool, as a second process would.
  second = t.dbUrl ? await openPostgres(t.dbUrl) : t.ctx.db;
  await t.ctx.db.query(
    `INSERT INTO users (uuid, username, name, email, password_hash, building, confirmed)
     SELECT gen_random_uuid(), 'oaspete' || i, 'Oaspete ' || i, 'oaspete' || i || '@example.com', 'x', '1', true
       FROM generate_series(1, $1) i`,
    [PEOPLE],
  );
  await t.ctx.db.query("INSERT INTO floors (floor, name, width, height) VALUES (9, 'Etajul 9', 1000, 1000)");
  await t.ctx.db.query(
    `INSERT INTO desks (desk_id, floor, x, y, groups_id_list)
     SELECT '9-' || i, 9, i, i, ARRAY['it'] FROM generate_series(1, $1) i`,
    [PEOPLE],
  );
  await t.ctx.db.query("UPDATE settings SET value = '10' WHERE building = '1' AND name = 'autoReleaseHour'");
}, 120_000);
afterAll(async () => {
  if (second !== t.ctx.db) await second.close();
  await t.close();
});

beforeEach(async () => {
  await t.ctx.db.query('DELETE FROM job_runs WHERE job = $1', [JOB]);
});
/** The release job as if the server had started at `at` (UTC): nothing due before it. */
async function startAt(at: string) {
  await t.ctx.db.query('UPDATE job_cursors SET since = $2 WHERE job = $1', [JOB, new Date(at)]);
}

/** Bookings of `day` for the first `n` people, person i at desk 9-i, as booked (not confirmed) at 11:00 Bucharest. */
async function bookDay(day: string, n: number) {
  await t.ctx.db.query(
    `INSERT INTO desk_reservations (id, desk_id, uuid, creator_uuid, group_id, day, reservation_date, creation_date, status)
     SELECT gen_random_uuid(), '9-' || substr(u.username, 8), u.uuid, u.uuid, 'it', $1::date, $1::date + time '09:00', now(), 'booked'
       FROM users u WHERE u.username LIKE 'oaspete%' AND substr(u.username, 8)::int <= $2`,
    [day, n],
  );
}

/** What the release left of a day's bookings of floor 9: released ones, their audit entries (no actor) and e-mails. */
async function outcome(day: string) {
  const sentence = `din ${formatDay(day)} a fost anulată automat: prezența nu a fost confirmată până la ora 10:00.`;
  const { rows } = await t.ctx.db.query<{ released: number; booked: number; audits: number; distinct_audits: number; mails: number }>(
    `SELECT (SELECT count(*)::int FROM desk_reservations WHERE day = $1::date AND desk_id LIKE '9-%' AND released AND status = 'cancelled') AS released,
            (SELECT count(*)::int FROM desk_reservations WHERE day = $1::date AND desk_id LIKE '9-%' AND status = 'booked') AS booked,
            (SELECT count(*)::int FROM audit_log WHERE kind = 'reservation.released' AND details->>'day' = $1::text AND actor_uuid IS NULL) AS audits,
            (SELECT count(DISTINCT details->>'reservation')::int FROM audit_log WHERE kind = 'reservation.released' AND details->>'day' = $1::text) AS distinct_audits,
            (SELECT count(*)::int FROM mail_outbox WHERE message->>'subject' LIKE 'Rezervarea biroului 9-%' AND strpos(message->>'text', $2) > 0) AS mails`,
    [day, sentence],
  );
  return rows[0];
}

it('releases 1,000 bookings of a day in one run, each with its audit entry and e-mail; the desks are free', async () => {
  const day = '2026-03-03';
  await bookDay(day, PEOPLE);
  await startAt('2026-03-03T07:00:00Z');
  t.clock.set(new Date('2026-03-03T08:00:05Z'));
  const ran = await new Scheduler(t.ctx.db, t.clock, [autoReleaseJob(quiet)]).runDue();
  expect(ran.map((r) => r.dueAt.toISOString())).toEqual(['2026-03-03T08:00:00.000Z']);
  expect(await outcome(day)).toEqual({ released: PEOPLE, booked: 0, audits: PEOPLE, distinct_audits: PEOPLE, mails: PEOPLE });
  const admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'] })).token;
  const map = (await t.call('GET', `/api/desks?date=${day}&floor=9`, { token: admin })).body.payload as { status: string }[];
  expect(map).toHaveLength(PEOPLE);
  expect(map.every((d) => d.status === 'free')).toBe(true);
});

it('run by two processes at once, releases each booking exactly once', async () => {
  const day = '2026-03-04';
  await bookDay(day, 200);
  await startAt('2026-03-04T07:00:00Z');
  t.clock.set(new Date('2026-03-04T08:00:05Z'));
  const a = new Scheduler(t.ctx.db, t.clock, [autoReleaseJob(quiet)]);
  const b = new Scheduler(second, t.clock, [autoReleaseJob(quiet)]);
  const [ra, rb] = await Promise.all([a.runDue(), b.runDue()]);
  expect([...ra, ...rb].map((r) => r.dueAt.toISOString())).toEqual(['2026-03-04T08:00:00.000Z']);
  expect(await outcome(day)).toEqual({ released: 200, booked: 0, audits: 200, distinct_audits: 200, mails: 200 });
  // Once done, neither runs it again.
  expect([...(await a.runDue()), ...(await b.runDue())]).toEqual([]);
});

// PostgreSQL only: PGlite has one connection, so nothing there runs while a release is open.
it.skipIf(!process.env.TEST_DATABASE_URL)(
  'a check-in waiting for a row the release holds lets the release ban its holder, then finds it released',
  async () => {
    const day = '2026-03-05';
    await bookDay(day, 1);
    const { rows } = await t.ctx.db.query<{ uuid: string }>("SELECT uuid FROM users WHERE username = 'oaspete1'");
    const now = new Date('2026-03-05T08:00:05Z');
    t.clock.set(now);
    const token = await createSession(t.ctx.db, rows[0].uuid, now, 30);
    await t.ctx.db.query("UPDATE settings SET value = '1' WHERE building = '1' AND name = 'banAtScore'");
    try {
      let checkin: ReturnType<TestApp['call']> | undefined;
      await second.transaction(async (tx) => {
        expect(await releaseBatch(tx, day, 10)).toHaveLength(1);
        checkin = t.call('POST', '/api/reservations/desks/checkin', { token, body: { deskId: '9-1' } });
        // The check-in has the person's row and waits for the reservation's.
        for (let i = 0; ; i++) {
          const waiting = await t.ctx.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
          );
          if (waiting.rows[0].n > 0) break;
          if (i > 500) throw new Error('the check-in never waited for the released row');
          await new Promise((r) => setTimeout(r, 20));
        }
        expect(await banManyForDesksIfDue(tx, [rows[0].uuid], now)).toEqual([rows[0].uuid]);
      });
      expect((await checkin!).body).toMatchObject({ err: 403, reason: 'checkin.walkUpOff' });
    } finally {
      await t.ctx.db.query("UPDATE settings SET value = '3' WHERE building = '1' AND name = 'banAtScore'");
    }
  },
);
