import { afterAll, beforeAll, expect, it } from 'vitest';
import { APP_REASON, MSG } from '../../domain/messages.js';
import { paramRangeMessage } from '../../domain/settings-checks.js';
import { defaultSettings } from '../../domain/settings.js';
import { aPerson, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let admin: Person, manager: Person, angajat: Person;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, angajat] = [
    await aPerson(t, { role: 'admin', adminOf: ['1', '2'] }),
    await aPerson(t, { role: 'manager' }),
    await aPerson(t, { buildings: ['1', '2'] }),
  ];
});
afterAll(() => t.close());

/** Runs `fn` and puts every setting back as it was (unset ones unset again), even when `fn` fails. */
async function restoringSettings(fn: () => Promise<void>) {
  const { rows: before } = await t.ctx.db.query<{ building: string; name: string; value: unknown }>(
    'SELECT building, name, value FROM settings',
  );
  try {
    await fn();
  } finally {
    await t.ctx.db.transaction(async (tx) => {
      await tx.query('DELETE FROM settings');
      for (const r of before)
        await tx.query('INSERT INTO settings (building, name, value) VALUES ($1, $2, $3)', [r.building, r.name, JSON.stringify(r.value)]);
    });
  }
}

it('answers every parameter of both buildings with the specification defaults', async () => {
  const params = (await t.call('GET', '/api/config', { token: angajat.token })).body.payload as {
    name: string;
    value: unknown;
    building: string;
  }[];
  const of = (b: string) => Object.fromEntries(params.filter((p) => p.building === b).map((p) => [p.name, p.value]));
  expect(of('1')).toMatchObject({ maxDaysDesk: 30, maxActiveDesk: 10, maxDaysRoom: 30, maxActiveRoom: 5, banAtScore: 3 });
  expect(of('2')).toMatchObject({
    maxParkingSpaces: 100,
    maxPermanentAccesCars: 0,
    fridayCutoffHour: 16,
    confirmationDeadlineHour: 18,
    banDays: 14,
    banAtScore: 3,
    calculateIndisciplineDays: 30,
    calculateSortingIndisciplineDays: 60,
    carCanBeAddedAgainAfterDays: 60,
    sendParkingListToEmail: 'suport@example.com',
  });
  expect(defaultSettings('x@example.com')).toMatchObject({ maxParkingSpaces: 100, maxPermanentAccesCars: 0 });
});

it('keeps the priority spaces of the tower within its spaces open to requests, and refuses them for building 1 (decisions §26)', () =>
  restoringSettings(async () => {
    const up = (name: string, value: unknown, building = '2') =>
      t.call('POST', '/api/config/update', { token: admin.token, body: { name, value, building } });
    expect((await up('maxParkingSpaces', 30)).body.err).toBe(0);
    expect((await up('maxPermanentAccesCars', 10)).body.err).toBe(0);
    // 30 − 10 = 20 spaces open to requests.
    expect((await up('electricSpaces', 12)).body).toEqual({ err: 0, payload: { name: 'electricSpaces', value: 12, building: '2' } });
    const over = await up('accessibleSpaces', 9);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ err: 400, message: MSG.paramPrioritySpaces, reason: APP_REASON.paramPrioritySpaces });
    expect((await up('accessibleSpaces', 8)).body.err).toBe(0);
    // Whichever of the four changes.
    expect((await up('maxPermanentAccesCars', 11)).body).toMatchObject({ reason: APP_REASON.paramPrioritySpaces });
    expect((await up('maxParkingSpaces', 29)).body).toMatchObject({ reason: APP_REASON.paramPrioritySpaces });
    const params = (await t.call('GET', '/api/config', { token: admin.token })).body.payload;
    expect(params).toContainEqual({ name: 'electricSpaces', value: 12, building: '2' });
    expect(params).toContainEqual({ name: 'accessibleSpaces', value: 8, building: '2' });
    expect(params).toContainEqual({ name: 'maxParkingSpaces', value: 30, building: '2' });
    for (const name of ['electricSpaces', 'accessibleSpaces']) {
      expect((await up(name, 1, '1')).body).toMatchObject({ err: 400, message: MSG.unknownParam, reason: APP_REASON.unknownParam });
      expect(params.filter((p: { name: string; building: string }) => p.name === name && p.building === '1')).toEqual([]);
    }
  }));

it('lets an administrator update one parameter and refuses bad values', () =>
  restoringSettings(async () => {
    const up = (name: string, value: unknown, building = '2') =>
      t.call('POST', '/api/config/update', { token: admin.token, body: { name, value, building } });
    expect((await up('fridayCutoffHour', 15)).body).toEqual({ err: 0, payload: { name: 'fridayCutoffHour', value: 15, building: '2' } });
    expect((await up('fridayCutoffHour', 24)).body).toMatchObject({ err: 400, message: MSG.paramHour });
    // No more permanent cars than the tower has spaces.
    expect((await up('maxParkingSpaces', 30)).body.err).toBe(0);
    expect((await up('maxPermanentAccesCars', 31)).body).toMatchObject({ err: 400, message: MSG.paramPermanentCars });
    expect((await up('nuExista', 1)).body).toMatchObject({ err: 400, message: MSG.unknownParam });
    expect((await up('maxDaysDesk', 'multe', '1')).body).toMatchObject({ err: 400, message: MSG.paramNotNumber });
    expect((await up('sendParkingListToEmail', 'nu-e-mail')).body).toMatchObject({ err: 400, message: MSG.paramEmail });
    expect((await up('maxParkingSpacesMonday', 40)).body.payload.value).toBe(40);
    const params = (await t.call('GET', '/api/config', { token: admin.token })).body.payload;
    expect(params).toContainEqual({ name: 'fridayCutoffHour', value: 15, building: '2' });
    expect(params).toContainEqual({ name: 'maxParkingSpacesMonday', value: 40, building: '2' });
  }));

it('clears a weekday capacity with value null, so that the day has the general number again; other parameters cannot be cleared', () =>
  restoringSettings(async () => {
    const up = (name: string, value: unknown) =>
      t.call('POST', '/api/config/update', { token: admin.token, body: { name, value, building: '2' } });
    expect((await up('maxParkingSpacesTuesday', 40)).body.err).toBe(0);
    expect((await up('maxParkingSpacesTuesday', null)).body).toEqual({
      err: 0,
      payload: { name: 'maxParkingSpacesTuesday', value: null, building: '2' },
    });
    const params = (await t.call('GET', '/api/config', { token: admin.token })).body.payload as { name: string; building: string }[];
    expect(params.filter((p) => p.building === '2' && p.name === 'maxParkingSpacesTuesday')).toEqual([]);
    expect((await up('maxParkingSpaces', null)).body).toMatchObject({ err: 400, message: MSG.paramNotNumber });
    const log = (await t.call('GET', '/api/audit?kind=settings.update', { token: admin.token })).body.payload;
    expect(log.rows.filter((r: { target: string }) => r.target === '2/maxParkingSpacesTuesday')).toContainEqual(
      expect.objectContaining({ details: { from: 40, to: null } }),
    );
  }));

it('refuses parameter changes from non-administrators', () =>
  restoringSettings(async () => {
    const r = await t.call('POST', '/api/config/update', {
      token: manager.token,
      body: { name: 'maxDaysDesk', value: 5, building: '1' },
    });
    expect(r.status).toBe(403);
  }));

it('records each change in the audit log with the values before and after, and nothing for a refusal', () =>
  restoringSettings(async () => {
    const up = (value: unknown) =>
      t.call('POST', '/api/config/update', { token: admin.token, body: { name: 'banDays', value, building: '1' } });
    expect((await up(21)).body.err).toBe(0);
    expect((await up(1e308)).status).toBe(400);
    const log = (await t.call('GET', '/api/audit?kind=settings.update', { token: admin.token })).body.payload;
    const banDays = log.rows.filter((r: { target: string }) => r.target === '1/banDays');
    expect(banDays).toHaveLength(1);
    expect(banDays[0]).toMatchObject({ actorName: admin.name, details: { from: 14, to: 21 } });
  }));

it('lists, bounds and audits the check-in settings of building 1 (decisions §13); the tower has none', () =>
  restoringSettings(async () => {
    const params = (await t.call('GET', '/api/config', { token: angajat.token })).body.payload as {
      name: string;
      value: unknown;
      building: string;
    }[];
    expect(params).toContainEqual({ name: 'autoReleaseHour', value: -1, building: '1' });
    expect(params).toContainEqual({ name: 'walkUpBooking', value: 0, building: '1' });
    expect(params.filter((p) => p.building === '2' && ['autoReleaseHour', 'walkUpBooking'].includes(p.name))).toEqual([]);

    const up = (name: string, value: unknown, building = '1') =>
      t.call('POST', '/api/config/update', { token: admin.token, body: { name, value, building } });
    for (const bad of [7, 24, -2, 0])
      expect((await up('autoReleaseHour', bad)).body, String(bad)).toMatchObject({ err: 400, message: MSG.paramAutoReleaseHour });
    expect((await up('walkUpBooking', 2)).body).toMatchObject({ err: 400, message: paramRangeMessage('walkUpBooking', 0, 1) });
    expect((await up('walkUpBooking', 1, '2')).body).toMatchObject({ err: 400, message: MSG.unknownParam, reason: 'app.unknownParam' });
    expect((await up('autoReleaseHour', 10)).body).toEqual({ err: 0, payload: { name: 'autoReleaseHour', value: 10, building: '1' } });
    expect((await up('walkUpBooking', 1)).body).toEqual({ err: 0, payload: { name: 'walkUpBooking', value: 1, building: '1' } });
    expect((await up('autoReleaseHour', -1)).body.err).toBe(0);
    expect(
      (
        await t.call('POST', '/api/config/update', {
          token: manager.token,
          body: { name: 'walkUpBooking', value: 0, building: '1' },
        })
      ).status,
    ).toBe(403);

    const log = (await t.call('GET', '/api/audit?kind=settings.update', { token: admin.token })).body.payload;
    const of = (target: string) =>
      log.rows.filter((r: { target: string }) => r.target === target).map((r: { details: unknown }) => r.details);
    expect(of('1/autoReleaseHour')).toEqual([
      { from: 10, to: -1 },
      { from: -1, to: 10 },
    ]);
    expect(of('1/walkUpBooking')).toEqual([{ from: 0, to: 1 }]);
  }));
