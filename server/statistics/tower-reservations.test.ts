import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPE } from '../../domain/tower/engine.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { towerHelpers, type TowerUser } from '../test/tower.js';

// GET /api/statistics/tower/reservations (decisions §10) on the real database.
// Wednesday 4 March 2026, 10:00 Bucharest.
let t: TestApp;
let admin: string;
let people: TowerUser[];

interface Row {
  _id: string;
  date: string;
  licensePlate: string;
  name: string;
  email: string;
  type: number;
  status: string;
  graded: string;
  functionCar: string;
  uuid: string;
  carId: string;
}

async function put(u: TowerUser, day: string, type: number, confirmed = false) {
  await t.ctx.db.query(
    'INSERT INTO parking_reservations (id, date_added, reservation_date, user_id, car_id, type, reservation_confirmed) VALUES (gen_random_uuid(), now(), $1, $2, $3, $4, $5)',
    [day, u.uuid, u.carId, type, confirmed],
  );
}

beforeAll(async () => {
  t = await createTestApp({ demo: true, start: '2026-03-04T08:00:00Z' });
  const h = towerHelpers(t);
  admin = await t.login('admin');
  await h.emptyTower(10, 0);
  people = await h.users(3);
  const [a, b, c] = people;
  await t.ctx.db.query('UPDATE users SET graded = (uuid = $1) WHERE uuid = ANY($2::uuid[])', [a.uuid, people.map((p) => p.uuid)]);
  await t.ctx.db.query('UPDATE cars SET function_car = (id = $1) WHERE id = ANY($2::uuid[])', [b.carId, people.map((p) => p.carId)]);
  await put(a, '2026-02-27', TYPE.first, true); // last month
  await put(a, '2026-03-02', TYPE.second, false); // over, no presence: 'Absent'
  await put(b, '2026-03-02', TYPE.second, true);
  await put(c, '2026-03-03', TYPE.absent);
  await put(c, '2026-03-04', TYPE.cancelled);
  await put(a, '2026-03-05', TYPE.first);
  await put(b, '2026-03-05', TYPE.notAllocated);
  await put(c, '2026-03-10', TYPE.queue);
  await put(a, '2026-04-01', TYPE.queue); // next month
});
afterAll(() => t.close());

const list = async (query = '', token = admin) => {
  const r = await t.call('GET', `/api/statistics/tower/reservations${query}`, { token });
  expect(r.body.err, r.body.message).toBe(0);
  return r.body.payload as Row[];
};
const days = (rows: Row[]) => rows.map((r) => r.date);

describe('the tower reservations table', () => {
  it("lists the current month's live requests by date, with the labels of tower §4 and Da/Nu", async () => {
    const rows = await list();
    expect(days(rows)).toEqual(['2026-03-02', '2026-03-02', '2026-03-03', '2026-03-05', '2026-03-05', '2026-03-10']);
    const [a, b, c] = people;
    const on = (day: string, u: TowerUser) => rows.find((r) => r.date === day && r.uuid === u.uuid);
    expect(on('2026-03-02', a)).toMatchObject({
      status: 'Absent',
      type: TYPE.second,
      graded: 'Da',
      functionCar: 'Nu',
      licensePlate: a.plate,
      carId: a.carId,
    });
    expect(on('2026-03-02', b)).toMatchObject({ status: 'Rezervare a doua runda', graded: 'Nu', functionCar: 'Da' });
    expect(on('2026-03-03', c)?.status).toBe('Absent');
    expect(on('2026-03-05', a)?.status).toBe('Rezervare prima runda');
    expect(on('2026-03-05', b)?.status).toBe('Nealocat');
    expect(on('2026-03-10', c)?.status).toBe('In asteptare');
    const { rows: users } = await t.ctx.db.query<{ name: string; email: string }>('SELECT name, email FROM users WHERE uuid = $1', [
      a.uuid,
    ]);
    expect(on('2026-03-05', a)).toMatchObject(users[0]);
  });

  it('takes both bounds inclusive, swaps a reversed pair, and lets one bound fill the other', async () => {
    expect(days(await list('?from=2026-02-27&to=2026-03-03'))).toEqual(['2026-02-27', '2026-03-02', '2026-03-02', '2026-03-03']);
    expect(await list('?from=2026-03-03&to=2026-02-27')).toEqual(await list('?from=2026-02-27&to=2026-03-03'));
    expect(days(await list('?from=2026-03-05'))).toEqual(['2026-03-05', '2026-03-05']);
    expect(days(await list('?to=2026-04-01'))).toEqual(['2026-04-01']);
    expect(await list('?from=2026-03-04&to=2026-03-04')).toEqual([]); // the cancelled request is left out
  });

  it('filters by user and by car', async () => {
    const [a, b] = people;
    expect(days(await list(`?uuid=${a.uuid}&from=2026-01-01&to=2026-12-31`))).toEqual([
      '2026-02-27',
      '2026-03-02',
      '2026-03-05',
      '2026-04-01',
    ]);
    expect((await list(`?carId=${b.carId}`)).map((r) => [r.date, r.uuid])).toEqual([
      ['2026-03-02', b.uuid],
      ['2026-03-05', b.uuid],
    ]);
    expect(await list(`?uuid=${a.uuid}&carId=${b.carId}`)).toEqual([]);
  });

  it('pages on the server with the total when a limit is given', async () => {
    const r = await t.call('GET', '/api/statistics/tower/reservations?limit=2&offset=2', { token: admin });
    expect(r.body.payload).toMatchObject({ total: 6, from: '2026-03-01', to: '2026-03-31' });
    expect(r.body.payload.rows.map((x: Row) => x.date)).toEqual(['2026-03-03', '2026-03-05']);
  });

  it('refuses a malformed filter with 400', async () => {
    for (const q of ['?from=2026-02-30', '?to=04.03.2026', '?uuid=abc', '?carId=1', '?limit=0', '?limit=501']) {
      const r = await t.call('GET', `/api/statistics/tower/reservations${q}`, { token: admin });
      expect(r.status, q).toBe(400);
    }
  });

  it('is for administrators of the tower only', async () => {
    const account = (username: string, building: string) => ({
      credentials: { username, password: 'parola-admin' },
      userInfo: { email: `${username}@example.com`, name: username, building, adminOf: [building] },
    });
    expect(
      (
        await t.call('POST', '/api/users/massRegister', {
          token: admin,
          body: { accounts: [account('stat.unu', '1'), account('stat.doi', '2')] },
        })
      ).body.err,
    ).toBe(0);
    expect(await list('', await t.login('stat.doi', 'parola-admin'))).toHaveLength(6);
    for (const token of [await t.login('stat.unu', 'parola-admin'), people[0].token, await t.login('turn')]) {
      expect((await t.call('GET', '/api/statistics/tower/reservations', { token })).status).toBe(403);
    }
  });
});
