import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPE } from '../../domain/tower/engine.js';
import { aDriver, anAbsence, aPerson, aTowerRequest, type Driver } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { towerHelpers } from '../test/tower.js';

// What an absence could not cancel counts nowhere (decisions §20) in the tower: once a day's
// presence list is uploaded, an allocated request of a driver whose absence covers the day stays
// as it was (no absence of type 3, no indiscipline, no ban), and the indiscipline lists and
// ratings leave out the days an absence covers. Wednesday 4 March 2026, 10:00 Bucharest.
const TODAY = '2026-03-04';
let t: TestApp;
let h: ReturnType<typeof towerHelpers>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-04T08:00:00Z' });
  h = towerHelpers(t);
  await h.emptyTower(20, 0);
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'], buildings: ['1', '2'] })).token;
});
afterAll(() => t.close());

const stored = async (id: string) =>
  (
    await t.ctx.db.query<{ type: number; indiscipline_score: number }>(
      'SELECT type, indiscipline_score FROM parking_reservations WHERE id = $1',
      [id],
    )
  ).rows[0];
const banned = async (u: Driver) => (await t.call('GET', '/api/users/banStatus', { token: u.token })).body.payload.banned as boolean;
const indiscipline = async (u: Driver) =>
  (
    (await t.call('GET', `/api/users/indiscipline?uuid=${u.uuid}`, { token: admin })).body.payload as {
      score: number;
      sortingScore: number;
    }[]
  )[0];
/** Two absences of type 3 on past days no absence covers: a third one bans (banAtScore 3). */
const twoPastAbsences = async (u: Driver) => {
  for (const day of ['2026-02-24', '2026-02-25'])
    await t.ctx.db.query(
      'INSERT INTO parking_reservations (id, date_added, reservation_date, user_id, car_id, type, indiscipline_score) VALUES (gen_random_uuid(), now(), $1, $2, $3, $4, 1)',
      [day, u.uuid, u.carId, TYPE.absent],
    );
};

describe('the presence list', () => {
  it('leaves the request of an absent driver as it was, and bans only the driver who did not come', async () => {
    const [away, missing] = [await aDriver(t), await aDriver(t)];
    await twoPastAbsences(away);
    await twoPastAbsences(missing);
    const awayId = await aTowerRequest(t, { person: away, car: away.carId, day: TODAY, type: TYPE.first });
    const missingId = await aTowerRequest(t, { person: missing, car: missing.carId, day: TODAY, type: TYPE.second });
    await anAbsence(t, { person: away, from: '2026-03-02', to: '2026-03-06', kind: 'concediu' });

    const up = await h.upload(admin, '/api/reservations/parking/presence', 'prezenta.csv', 'date,licensePlate\n04.03.2026,B999ZZZ\n');
    expect(up.body.err).toBe(0);
    expect(up.body.payload).toMatchObject({ absent: 1, banned: [missing.uuid] });
    expect(await stored(awayId)).toEqual({ type: TYPE.first, indiscipline_score: 0 });
    expect(await stored(missingId)).toEqual({ type: TYPE.absent, indiscipline_score: 1 });
    expect(await banned(away)).toBe(false);
    expect(await banned(missing)).toBe(true);
    expect(await indiscipline(away)).toMatchObject({ score: 2 });
    expect(await indiscipline(missing)).toMatchObject({ score: 3 });
  });
});

describe('the indiscipline lists', () => {
  it('leave out an absence of type 3 on a day an absence recorded afterwards covers, for the score and the rounds', async () => {
    const [sick] = [await aDriver(t)];
    await twoPastAbsences(sick);
    expect(await indiscipline(sick)).toMatchObject({ score: 2, sortingScore: 2 });
    await anAbsence(t, { person: sick, from: '2026-02-25', to: '2026-02-25', kind: 'altul' });
    expect(await indiscipline(sick)).toMatchObject({ score: 1, sortingScore: 1 });
  });
});

describe('a request', () => {
  it('says who made it: the person, or the work pattern', async () => {
    const u = await aDriver(t);
    const own = (await h.request(u, ['2026-03-05'])).body.payload[0];
    expect(own.source).toBe('person');
    const made = await aTowerRequest(t, { person: u, car: u.carId, day: '2026-03-06', source: 'pattern' });
    expect((await t.call('GET', `/api/reservations/parking/${made}`, { token: u.token })).body.payload).toMatchObject({
      source: 'pattern',
    });
    const mine = (await t.call('POST', '/api/reservations/parking/user', { token: u.token, body: { uuid: u.uuid } })).body.payload;
    expect(mine.map((r: { _id: string; source: string }) => [r._id, r.source])).toEqual([
      [own._id, 'person'],
      [made, 'pattern'],
    ]);
    const all = (await t.call('GET', '/api/reservations/parking?from=2026-03-06&to=2026-03-06', { token: admin })).body.payload;
    expect(all.find((r: { _id: string }) => r._id === made)).toMatchObject({ source: 'pattern' });
  });
});
