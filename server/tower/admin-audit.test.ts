import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { towerHelpers, type TowerUser } from '../test/tower.js';

// Decisions §12: the tower administrators' changes each leave one audit entry, written with the change.
let t: TestApp;
let admin: string;
let people: TowerUser[];
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await t.login('admin');
  const h = towerHelpers(t);
  await h.emptyTower(10, 0);
  people = await h.users(2);
});
afterAll(() => t.close());

const entries = async (kind: string) =>
  (await t.call('GET', `/api/audit?kind=${kind}`, { token: admin })).body.payload as {
    total: number;
    rows: { target: string; details: Record<string, unknown>; actorName: string }[];
  };

it('records a car edit with its values before and after', async () => {
  const r = await t.call('POST', '/api/cars/update', { token: admin, body: { _id: people[0].carId, brand: 'Dacia', function_car: true } });
  expect(r.body.err).toBe(0);
  const { rows } = await entries('cars.update');
  expect(rows[0]).toMatchObject({
    target: people[0].plate,
    actorName: 'Administrator Demo',
    details: { to: { brand: 'Dacia', function_car: true } },
  });
});

it("records requests an administrator makes and cancels for someone else, not the owner's own", async () => {
  const day = '2026-03-04';
  const made = await t.call('POST', '/api/reservations/parking/add', {
    token: admin,
    body: { user_id: people[1].uuid, car_id: people[1].carId, reservation_date: day },
  });
  expect(made.body.err).toBe(0);
  await t.call('GET', `/api/reservations/parking/delete/${made.body.payload._id}`, { token: admin });
  const own = await towerHelpers(t).request(people[0], [day]);
  expect(own.body.err).toBe(0);
  const { rows } = await entries('reservations.forOther');
  expect(rows.map((e) => e.details.action)).toEqual(['parking.cancel', 'parking.add']);
  expect(rows.every((e) => e.target === people[1].uuid)).toBe(true);
});

it('records a presence upload and a forgiven indiscipline', async () => {
  const up = await towerHelpers(t).upload(
    admin,
    '/api/reservations/parking/presence',
    'p.csv',
    `date,licensePlate\n04.03.2026,${people[0].plate}\n`,
  );
  expect(up.body.err).toBe(0);
  expect((await entries('tower.presenceUpload')).rows[0]).toMatchObject({ target: '2026-03-04', details: { rows: 1 } });
  expect((await t.call('POST', '/api/users/indiscipline/delete', { token: admin, body: { uuid: people[1].uuid } })).body.err).toBe(0);
  expect((await entries('indiscipline.delete')).rows[0].target).toBe(people[1].uuid);
});

it('writes nothing when the change is refused', async () => {
  const before = (await entries('cars.update')).total;
  const r = await t.call('POST', '/api/cars/update', {
    token: admin,
    body: { _id: people[0].carId, function_car: true, permanent_access: true },
  });
  expect(r.status).toBe(400);
  expect((await entries('cars.update')).total).toBe(before);
});

it("records a company car an administrator adds and someone's car they remove, not an owner's own car", async () => {
  const company = await t.call('POST', '/api/cars/add', {
    token: admin,
    body: { brand: 'Skoda', license_plate: 'B999AUD', permanent_access: true, owner_label: 'Companie' },
  });
  expect(company.body.err).toBe(0);
  expect((await entries('cars.add')).rows[0]).toMatchObject({ target: 'B999AUD', details: { permanent_access: true } });
  const own = await t.call('POST', '/api/cars/add', { token: people[1].token, body: { brand: 'Dacia', license_plate: 'B998AUD' } });
  expect(own.body.err).toBe(0);
  expect((await entries('cars.add')).total).toBe(1);
  expect((await t.call('POST', '/api/cars/delete', { token: admin, body: { _id: own.body.payload._id } })).body.err).toBe(0);
  expect((await entries('cars.delete')).rows[0]).toMatchObject({ target: 'B998AUD', details: { owner: people[1].uuid } });
});
