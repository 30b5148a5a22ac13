import { afterEach, describe, expect, it } from 'vitest';
import { AUDIT_KIND } from '../../domain/audit.js';
import { MSG } from '../../domain/messages.js';
import { ANONYMOUS_NAME, ANONYMOUS_UUID } from '../../domain/privacy/anonymous.js';
import { TYPE } from '../../domain/tower/engine.js';
import { openPostgres } from '../db/connection.js';
import { TestClock } from '../jobs/clock.js';
import { Scheduler } from '../jobs/scheduler.js';
import { aBooking, aCar, aDesk, aFloor, aGroup, aPerson, aRoom, aRoomBooking, aTowerRequest, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { retentionJob, runRetention } from './retention-job.js';

// Retention (decisions §25) with factories on the test clock: Tuesday 15 September 2026, 11:00 Bucharest;
// the night of Wednesday 16 keeps six months, from 16 March 2026. February's rows lose their person, September's keep theirs, the
// statistics answer the same before and after, old audit entries lose their details, and each night runs once.
const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

const START = '2026-09-15T08:00:00Z';
/** 02:30 Bucharest (summer time) on Wednesday 16: the night's due time has passed. */
const NIGHT = '2026-09-15T23:40:00Z';

async function world() {
  const t = await createTestApp({ start: START });
  apps.push(t);
  const admin = await aPerson(t, { role: 'admin', name: 'Admin Retentie' });
  const group = await aGroup(t, { name: 'Retentie Grup' });
  const floor = await aFloor(t);
  const desks = [await aDesk(t, { floor, groups: [group] }), await aDesk(t, { floor, groups: [group] })];
  const room = await aRoom(t, { floor, groups: [group] });
  const ana = await aPerson(t, { name: 'Ana Veche', groups: [group], buildings: ['1', '2'], parkingRight: true });
  const dan = await aPerson(t, { name: 'Dan Vechi', groups: [group], buildings: ['1', '2'], parkingRight: true });
  const [anaCar, danCar] = [await aCar(t, { person: ana }), await aCar(t, { person: dan })];
  const ids = {
    // February: both on one day, so that 'Anonim' holds two desks and two requests of one day.
    oldA: await aBooking(t, { person: ana, desk: desks[0], day: '2026-02-02', group, status: 'busy' }),
    oldD: await aBooking(t, { person: dan, desk: desks[1], day: '2026-02-02', group, creator: ana, used: false }),
    oldCancelled: await aBooking(t, { person: dan, desk: desks[1], day: '2026-02-03', group, status: 'cancelled' }),
    newA: await aBooking(t, { person: ana, desk: desks[0], day: '2026-09-14', group, status: 'busy' }),
    oldRoom: await aRoomBooking(t, { person: ana, room: room.id, begin: '2026-02-02T08:00:00Z', end: '2026-02-02T09:00:00Z' }),
    newRoom: await aRoomBooking(t, { person: dan, room: room.id, begin: '2026-09-14T08:00:00Z', end: '2026-09-14T09:00:00Z' }),
    oldReqA: await aTowerRequest(t, { person: ana, car: anaCar, day: '2026-02-02', type: TYPE.first, confirmed: true }),
    oldReqD: await aTowerRequest(t, { person: dan, car: danCar, day: '2026-02-02', type: TYPE.absent }),
    newReq: await aTowerRequest(t, { person: dan, car: danCar, day: '2026-09-14', type: TYPE.second, confirmed: true }),
  };
  await t.ctx.db.query('UPDATE parking_reservations SET indiscipline_score = 1 WHERE type = $1', [TYPE.absent]);
  // An audit entry of February and one of September.
  await t.ctx.db.query(
    `INSERT INTO audit_log (at, actor_uuid, actor_name, kind, target, details) VALUES
       ('2026-02-10T10:00:00Z', $1, 'Admin Retentie', 'users.update', $2, '{"name": {"from": "Ana", "to": "Ana Veche"}}'),
       ('2026-09-10T10:00:00Z', $1, 'Admin Retentie', 'users.update', $3, '{"name": {"from": "Dan", "to": "Dan Vechi"}}')`,
    [admin.uuid, ana.uuid, dan.uuid],
  );
  const setting = (name: string, value: number, building = '1', token = admin.token) =>
    t.call('POST', '/api/config/update', { token, body: { name, value, building } });
  const moveTo = async (iso: string) => {
    const r = await t.call('PUT', '/api/test/clock', { body: { now: iso } });
    expect(r.status).toBe(200);
    return r.body.payload.ran as { job: string }[];
  };
  const runs = async () =>
    (await t.ctx.db.query<{ details: Record<string, unknown> }>('SELECT details FROM audit_log WHERE kind = $1', [AUDIT_KIND.retentionRun]))
      .rows;
  return { t, admin, group, ana, dan, ids, setting, moveTo, runs };
}

const holders = async (t: TestApp) => {
  const q = async (sql: string) =>
    Object.fromEntries((await t.ctx.db.query<{ id: string; who: string }>(sql)).rows.map((r) => [r.id, r.who]));
  return {
    ...(await q("SELECT id::text, uuid::text || '/' || creator_uuid::text AS who FROM desk_reservations")),
    ...(await q('SELECT id::text, uuid::text AS who FROM room_reservations')),
    ...(await q("SELECT id::text, user_id::text || '/' || car_id::text AS who FROM parking_reservations")),
  };
};

/** Every statistic that counts: their JSON answers, to compare before and after. */
async function statistics(t: TestApp, token: string) {
  const out: Record<string, unknown> = {};
  for (const path of [
    '/api/statistics/groups?from=2026-01-01&to=2026-09-15',
    '/api/statistics/occupancy?from=2026-01-26&to=2026-03-06',
    '/api/statistics/occupancy?from=2026-09-07&to=2026-09-15',
    '/api/statistics/tower/days?from=2026-02-01&to=2026-09-15',
  ]) {
    const r = await t.call('GET', path, { token });
    expect(r.body.err, `${path}: ${r.body.message}`).toBe(0);
    out[path] = r.body.payload;
  }
  return out;
}

describe('retention: the setting', () => {
  it(
    'is 0 (keep everything) or 6–120 months, never shorter than either building’s windows, and bounds them back',
    { timeout: 60_000 },
    async () => {
      const { t, admin, setting } = await world();
      const officeAdmin = await aPerson(t, { adminOf: ['1'] });
      expect((await setting('retentionMonths', 5)).body).toMatchObject({
        err: 400,
        message: MSG.paramRetentionMonths,
        reason: 'app.paramRetentionMonths',
      });
      expect((await setting('retentionMonths', 121)).body).toMatchObject({ err: 400, message: MSG.paramRetentionMonths });
      expect((await setting('retentionMonths', 12, '2')).body).toMatchObject({ err: 400, message: MSG.unknownParam });
      expect((await setting('retentionMonths', 12, '1', officeAdmin.token)).status).toBe(403);
      // The tower's sorting window (building 2) of 200 days: six months (181 days at fewest) are too short, seven are not.
      expect((await setting('calculateSortingIndisciplineDays', 200, '2')).body.err).toBe(0);
      expect((await setting('retentionMonths', 6)).body).toMatchObject({
        err: 400,
        message: MSG.paramRetentionTooShort,
        reason: 'app.paramRetentionTooShort',
      });
      expect((await setting('retentionMonths', 7)).body.err).toBe(0);
      // The office's ban (building 1) and the tower's window may not outgrow the retention now that it is on.
      expect((await setting('banDays', 213, '1')).body).toMatchObject({
        err: 400,
        message: MSG.paramWindowBeyondRetention,
        reason: 'app.paramWindowBeyondRetention',
      });
      expect((await setting('calculateIndisciplineDays', 300, '2')).body).toMatchObject({
        err: 400,
        message: MSG.paramWindowBeyondRetention,
      });
      expect((await setting('banDays', 212, '1')).body.err).toBe(0);
      // Off again: the windows are free.
      expect((await setting('retentionMonths', 0)).body.err).toBe(0);
      expect((await setting('calculateIndisciplineDays', 300, '2')).body.err).toBe(0);
      const config = (await t.call('GET', '/api/config', { token: admin.token })).body.payload as {
        name: string;
        value: number;
        building: string;
      }[];
      expect(config.filter((p) => p.name === 'retentionMonths')).toEqual([{ name: 'retentionMonths', value: 0, building: '1' }]);
    },
  );

  it('keeps everything at 0 (the default): the night changes nothing', { timeout: 60_000 }, async () => {
    const { t, moveTo, runs } = await world();
    const before = await holders(t);
    expect((await moveTo(NIGHT)).map((r) => r.job)).toContain('retention');
    expect(await holders(t)).toEqual(before);
    expect(await runs()).toEqual([]);
    expect(await runRetention(t.ctx.db, t.clock.now())).toBeNull();
  });
});

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

  it(
    'catches up the nights missed while no process ran: the first takes the old rows, the others find nothing',
    { timeout: 120_000 },
    async () => {
      const { t, ids, setting, moveTo, runs } = await world();
      expect((await setting('retentionMonths', 6)).body.err).toBe(0);
      // Down from Tuesday 15 to Saturday 19: four nights fall due at once.
      const ran = await moveTo('2026-09-19T08:00:00Z');
      expect(ran.filter((r) => r.job === 'retention')).toHaveLength(4);
      expect((await holders(t))[ids.oldRoom]).toBe(ANONYMOUS_UUID);
      expect(await runs()).toHaveLength(1);
    },
  );

  it(
    'leaves the audit log append-only to everyone else: only a declared transaction empties details, and nothing deletes',
    { timeout: 60_000 },
    async () => {
      const { t } = await world();
      const db = t.ctx.db;
      const refused = 'audit_log entries are never edited or deleted';
      await expect(db.query("UPDATE audit_log SET details = '{}'::jsonb")).rejects.toThrow(refused);
      await expect(
        db.transaction(async (tx) => {
          await tx.query("SELECT set_config('app.audit_rewrite', 'retention', true)");
          await tx.query("UPDATE audit_log SET at = at - interval '1 day'");
        }),
      ).rejects.toThrow(refused);
      await expect(
        db.transaction(async (tx) => {
          await tx.query("SELECT set_config('app.audit_rewrite', 'retention', true)");
          await tx.query('DELETE FROM audit_log');
        }),
      ).rejects.toThrow(refused);
      // The declaration ends with its transaction.
      await db.transaction(async (tx) => {
        await tx.query("SELECT set_config('app.audit_rewrite', 'retention', true)");
        await tx.query("UPDATE audit_log SET details = '{}'::jsonb WHERE at < '2026-03-01'");
      });
      await expect(db.query("UPDATE audit_log SET details = '{}'::jsonb")).rejects.toThrow(refused);
    },
  );
});
