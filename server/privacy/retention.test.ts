import { afterEach, describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME, ANONYMOUS_UUID } from '../../domain/privacy/anonymous.js';
import { openPostgres } from '../db/connection.js';
import { TestClock } from '../jobs/clock.js';
import { Scheduler } from '../jobs/scheduler.js';
import { aPerson, type Person } from '../test/factories.js';
import { retentionJob, runRetention } from './retention-job.js';
import { closeRetentionApps, holders, NIGHT, statistics, world } from '../test/retention-world.js';

// Retention (decisions §25) with factories on the test clock (server/test/retention-world.ts): old rows lose
// their person, the statistics answer the same before and after, old audit entries lose their details, and each
// night runs once.
afterEach(closeRetentionApps);

describe('retention: the night', () => {
  it(
    'takes the person of old rows only, leaves every count, empties old audit details and audits itself',
    { timeout: 120_000 },
    async () => {
      const { t, admin, ana, dan, ids, setting, moveTo, runs } = await world();
      expect((await setting('retentionMonths', 6)).body.err).toBe(0);
      const statsBefore = await statistics(t, admin.token);
      const before = await holders(t);
      await moveTo(NIGHT);

      const after = await holders(t);
      const anonCar = '00000000-0000-4000-8000-00000000a002';
      for (const id of [ids.oldA, ids.oldD, ids.oldCancelled]) expect(after[id]).toBe(`${ANONYMOUS_UUID}/${ANONYMOUS_UUID}`);
      expect(after[ids.oldRoom]).toBe(ANONYMOUS_UUID);
      for (const id of [ids.oldReqA, ids.oldReqD]) expect(after[id]).toBe(`${ANONYMOUS_UUID}/${anonCar}`);
      for (const id of [ids.newA, ids.newRoom, ids.newReq]) expect(after[id]).toBe(before[id]);
      // Status, presence, type and indiscipline stay: the statistics answer exactly as before.
      expect(await statistics(t, admin.token)).toEqual(statsBefore);
      const score = await t.ctx.db.query<{ s: number }>('SELECT indiscipline_score AS s FROM parking_reservations WHERE id = $1', [
        ids.oldReqD,
      ]);
      expect(score.rows[0].s).toBe(1);

      // 'Anonim' in the lists and exports; the recent rows keep their names.
      const rows = (await t.call('GET', '/api/statistics/reservations?from=2026-01-01&to=2026-09-15', { token: admin.token })).body.payload
        .rows as {
        date: string;
        name: string;
        email: string;
        creatorName: string;
      }[];
      expect(rows.filter((r) => r.date < '2026-03-15').map((r) => [r.name, r.creatorName])).toEqual([
        [ANONYMOUS_NAME, ANONYMOUS_NAME],
        [ANONYMOUS_NAME, ANONYMOUS_NAME],
      ]);
      expect(rows.filter((r) => r.date > '2026-09-01').map((r) => r.name)).toEqual([ana.name]);
      const csv = await t.call('GET', '/api/statistics/reservations/export?from=2026-01-01&to=2026-09-15', { token: admin.token });
      expect(csv.body.payload).toContain(ANONYMOUS_NAME);
      expect(csv.body.payload).not.toContain(dan.name);
      const tower = (await t.call('GET', '/api/statistics/tower/reservations?from=2026-02-01&to=2026-09-15', { token: admin.token })).body
        .payload as { date: string; name: string; licensePlate: string }[];
      expect(tower.map((r) => [r.date, r.name, r.licensePlate])).toEqual([
        ['2026-02-02', ANONYMOUS_NAME, 'ANONIM'],
        ['2026-02-02', ANONYMOUS_NAME, 'ANONIM'],
        ['2026-09-14', dan.name, expect.not.stringMatching(/^ANONIM$/)],
      ]);
      const towerFile = await t.call('GET', '/api/statistics/tower/reservations/export?from=2026-02-01&to=2026-09-15', {
        token: admin.token,
      });
      expect(towerFile.status).toBe(200);

      // The audit: February's entry has no details left, September's keeps them, the night is one entry of counts.
      const audit = (await t.call('GET', '/api/audit?from=2026-01-01&to=2026-09-16&limit=100', { token: admin.token })).body.payload
        .rows as { at: string; kind: string; actorName: string | null; details: unknown }[];
      expect(audit.find((e) => e.at.startsWith('2026-02-10'))?.details).toEqual({});
      expect(audit.find((e) => e.at.startsWith('2026-09-10'))?.details).toEqual({ name: { from: 'Dan', to: 'Dan Vechi' } });
      expect(await runs()).toEqual([
        {
          details: { months: 6, cutoff: '2026-03-16', deskReservations: 3, roomReservations: 1, towerRequests: 2, auditEntries: 1 },
        },
      ]);
      // The next night finds nothing, and writes nothing.
      await moveTo('2026-09-16T23:40:00Z');
      expect(await holders(t)).toEqual(after);
      expect(await runs()).toHaveLength(1);
      // The person's own cars and account are left as they were; 'Anonim' cannot sign in.
      const cars = await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cars WHERE user_id = $1 AND active', [ana.uuid]);
      expect(cars.rows[0].n).toBe(1);
      const login = await t.call('POST', '/api/users/login', { body: { username: 'anonim-00000000a001', password: '!' } });
      expect(login.body.err).not.toBe(0);
      // Nor is it an account of the console's lists, to be reactivated or changed.
      const deactivated = (await t.call('GET', '/api/users?deactivated=1', { token: admin.token })).body.payload as { uuid: string }[];
      expect(deactivated.map((u) => u.uuid)).not.toContain(ANONYMOUS_UUID);
      const revive = await t.call('POST', '/api/users/deactivate', { token: admin.token, body: { uuid: ANONYMOUS_UUID, active: true } });
      expect(revive.status).toBe(404);
    },
  );

  it('runs once a night with two schedulers on one database, and the same in batches of one row', { timeout: 120_000 }, async () => {
    const { t, ids, setting, runs } = await world();
    expect((await setting('retentionMonths', 6)).body.err).toBe(0);
    const second = t.dbUrl ? await openPostgres(t.dbUrl) : t.ctx.db;
    try {
      const clock = new TestClock(new Date(NIGHT));
      const a = new Scheduler(t.ctx.db, clock, [retentionJob(t.ctx.db)]);
      const b = new Scheduler(second, clock, [retentionJob(second)]);
      const [ra, rb] = await Promise.all([a.runDue(), b.runDue()]);
      expect([...ra, ...rb].map((r) => r.job)).toEqual(['retention']);
      expect((await runs()).map((r) => r.details.deskReservations)).toEqual([3]);
      // New rows older than the window (written late, or by an older release), taken a row a transaction.
      const p: Person = await aPerson(t);
      await t.ctx.db.query('UPDATE desk_reservations SET uuid = $1, creator_uuid = $1 WHERE id = $2', [p.uuid, ids.oldA]);
      const counts = await runRetention(second, clock.now(), 1);
      expect(counts).toMatchObject({ desks: 1, rooms: 0, requests: 0, audit: 0 });
      expect(await runRetention(t.ctx.db, clock.now(), 1)).toMatchObject({ desks: 0, rooms: 0, requests: 0, audit: 0 });
      expect(await runs()).toHaveLength(2);
    } finally {
      if (second !== t.ctx.db) await second.close();
    }
  });
});
