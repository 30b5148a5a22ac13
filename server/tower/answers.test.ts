import { afterAll, beforeAll, expect, it } from 'vitest';
import { TYPE } from '../../domain/tower/engine.js';
import { aPerson, aDriver } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { towerHelpers } from '../test/tower.js';

// The tower's calls that no other test makes succeed, as a user and an administrator see them; the
// harness checks each answer against its declared schema (domain/schemas/tower-answers.ts).
// Monday 2 March 2026, 10:00 Bucharest.
const START = '2026-03-02T08:00:00Z';
const WEDNESDAY = '2026-03-04';
let t: TestApp;
let h: ReturnType<typeof towerHelpers>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ start: START });
  h = towerHelpers(t);
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'], buildings: ['1', '2'] })).token;
  await h.emptyTower(10, 0);
});
afterAll(() => t.close());

/** A tower user with the right to park and a car of their own: each test makes its own. */
const driver = () => aDriver(t);

it("counts a day's spaces, free ones never more than the capacity", async () => {
  const user = await driver();
  const size = (await t.call('GET', `/api/reservations/parking/parkingSize?date=${WEDNESDAY}`, { token: user.token })).body.payload;
  const free = (await t.call('GET', `/api/reservations/parking/freeSpaces?date=${WEDNESDAY}`, { token: user.token })).body.payload;
  expect(size).toBeGreaterThan(0);
  expect(free).toBeGreaterThanOrEqual(0);
  expect(free).toBeLessThanOrEqual(size);
});

it('lists a request, gives it another car, and keeps a removed car among all the cars', async () => {
  const user = await driver();
  const made = (await h.request(user, [WEDNESDAY])).body.payload;
  expect(made).toHaveLength(1);
  const id = made[0]._id;
  const mine = (await t.call('POST', '/api/reservations/parking/user', { token: user.token, body: { uuid: user.uuid } })).body.payload;
  expect(mine.find((r: { _id: string }) => r._id === id)).toMatchObject({
    reservation_date: WEDNESDAY,
    car_id: user.carId,
    license_plate: user.plate,
  });

  const other = (await t.call('POST', '/api/cars/add', { token: user.token, body: { brand: 'Opel', license_plate: 'B 42 ALT' } })).body
    .payload;
  const changed = await t.call('POST', '/api/reservations/parking/modifyCar', {
    token: user.token,
    body: { parkingReservationId: id, carId: other._id },
  });
  expect(changed.body.payload).toMatchObject({ _id: id, car_id: other._id, license_plate: 'B42ALT', brand: 'Opel' });
  expect((await t.call('GET', `/api/reservations/parking/${id}`, { token: user.token })).body.payload.car_id).toBe(other._id);

  // Back to the first car, so that the second one may go.
  await t.call('POST', '/api/reservations/parking/modifyCar', { token: user.token, body: { parkingReservationId: id, carId: user.carId } });
  expect((await t.call('POST', '/api/cars/delete', { token: user.token, body: { _id: other._id } })).body).toMatchObject({
    err: 0,
    payload: null,
  });
  const active = (await t.call('GET', '/api/users/cars', { token: user.token })).body.payload as { _id: string }[];
  expect(active.map((c) => c._id)).not.toContain(other._id);
  const all = (await t.call('GET', '/api/users/cars/all', { token: user.token })).body.payload as {
    _id: string;
    active: boolean;
    date_removed: string | null;
  }[];
  expect(all.find((c) => c._id === other._id)).toMatchObject({ active: false, date_removed: expect.any(String) });
});

it("shows the administrators every user's requests of a range, with their owner", async () => {
  const owner = await driver();
  expect((await h.request(owner, [WEDNESDAY])).body.err).toBe(0);
  const list = (await t.call('GET', `/api/reservations/parking?from=${WEDNESDAY}&to=${WEDNESDAY}`, { token: admin })).body.payload as {
    user_id: string;
    user_name: string | null;
    reservation_date: string;
  }[];
  expect(list.length).toBeGreaterThan(0);
  expect(list.every((r) => r.reservation_date === WEDNESDAY)).toBe(true);
  expect(list.find((r) => r.user_id === owner.uuid)?.user_name).toEqual(expect.any(String));
});

it('confirms the cars of an exit list, without absences', async () => {
  const user = await driver();
  const today = '2026-03-02';
  const made = await t.call('POST', '/api/reservations/parking/add', {
    token: admin,
    body: { user_id: user.uuid, car_id: user.carId, reservation_date: today },
  });
  expect(made.body.payload).toMatchObject({ reservation_date: today, type: TYPE.first });
  const up = await h.upload(admin, '/api/reservations/parking/exit', 'iesire.csv', `date,licensePlate\n02.03.2026,${user.plate}\n`);
  expect(up.body.payload).toEqual({ days: [today], confirmed: 1, absent: 0, banned: [] });
  expect(
    (await t.call('GET', `/api/reservations/parking/${made.body.payload._id}`, { token: user.token })).body.payload.reservation_confirmed,
  ).toBe(true);
});

it("imports the company's cars, with permanent access and no owner", async () => {
  const up = await h.upload(admin, '/api/cars/massAdd', 'masini.csv', 'nrInmatriculare,marca\nB 900 CMP,Skoda\n');
  expect(up.body.payload).toEqual([
    expect.objectContaining({ license_plate: 'B900CMP', brand: 'Skoda', permanent_access: true, user_id: null, owner: 'Companie' }),
  ]);
});
