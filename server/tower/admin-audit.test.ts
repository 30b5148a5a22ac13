import { afterAll, beforeAll, expect, it } from 'vitest';
import { aPerson, aDriver } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { towerHelpers } from '../test/tower.js';

// Decisions §12: the tower administrators' changes each leave one audit entry, written with the change.
let t: TestApp;
let admin: string;
const ADMIN_NAME = 'Administratorul Turnului';
beforeAll(async () => {
  t = await createTestApp();
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'], buildings: ['1', '2'], name: ADMIN_NAME })).token;
});
afterAll(() => t.close());

/** A tower user with the right to park and a car of their own. */
const driver = () => aDriver(t);

const entries = async (kind: string) =>
  (await t.call('GET', `/api/audit?kind=${kind}`, { token: admin })).body.payload as {
    total: number;
    rows: { target: string; details: Record<string, unknown>; actorName: string }[];
  };

it('records a car edit with its values before and after', async () => {
  const owner = await driver();
  const r = await t.call('POST', '/api/cars/update', { token: admin, body: { _id: owner.carId, brand: 'Dacia', function_car: true } });
  expect(r.body.err).toBe(0);
  const { rows } = await entries('cars.update');
  expect(rows[0]).toMatchObject({
    target: owner.plate,
    actorName: ADMIN_NAME,
    details: { to: { brand: 'Dacia', function_car: true } },
  });
});

it("records requests an administrator makes and cancels for someone else, not the owner's own", async () => {
  const [own, other] = [await driver(), await driver()];
  const day = '2026-03-04';
  const made = await t.call('POST', '/api/reservations/parking/add', {
    token: admin,
    body: { user_id: other.uuid, car_id: other.carId, reservation_date: day },
  });
  expect(made.body.err).toBe(0);
  await t.call('GET', `/api/reservations/parking/delete/${made.body.payload._id}`, { token: admin });
  const mine = await towerHelpers(t).request(own, [day]);
  expect(mine.body.err).toBe(0);
  const { rows } = await entries('reservations.forOther');
  expect(rows.map((e) => e.details.action)).toEqual(['parking.cancel', 'parking.add']);
  expect(rows.every((e) => e.target === other.uuid)).toBe(true);
});

it('records a presence upload and a forgiven indiscipline', async () => {
  const [present, forgiven] = [await driver(), await driver()];
  const up = await towerHelpers(t).upload(
    admin,
    '/api/reservations/parking/presence',
    'p.csv',
    `date,licensePlate\n04.03.2026,${present.plate}\n`,
  );
  expect(up.body.err).toBe(0);
  expect((await entries('tower.presenceUpload')).rows[0]).toMatchObject({ target: '2026-03-04', details: { rows: 1 } });
  expect((await t.call('POST', '/api/users/indiscipline/delete', { token: admin, body: { uuid: forgiven.uuid } })).body.err).toBe(0);
  expect((await entries('indiscipline.delete')).rows[0].target).toBe(forgiven.uuid);
});

it('writes nothing when the change is refused', async () => {
  const owner = await driver();
  const before = (await entries('cars.update')).total;
  const r = await t.call('POST', '/api/cars/update', {
    token: admin,
    body: { _id: owner.carId, function_car: true, permanent_access: true },
  });
  expect(r.status).toBe(400);
  expect((await entries('cars.update')).total).toBe(before);
});

it("records a company car an administrator adds and someone's car they remove, not an owner's own car", async () => {
  const owner = await driver();
  const company = await t.call('POST', '/api/cars/add', {
    token: admin,
    body: { brand: 'Skoda', license_plate: 'B999AUD', permanent_access: true, owner_label: 'Companie' },
  });
  expect(company.body.err).toBe(0);
  expect((await entries('cars.add')).rows[0]).toMatchObject({ target: 'B999AUD', details: { permanent_access: true } });
  const own = await t.call('POST', '/api/cars/add', { token: owner.token, body: { brand: 'Dacia', license_plate: 'B998AUD' } });
  expect(own.body.err).toBe(0);
  expect((await entries('cars.add')).total).toBe(1);
  expect((await t.call('POST', '/api/cars/delete', { token: admin, body: { _id: own.body.payload._id } })).body.err).toBe(0);
  expect((await entries('cars.delete')).rows[0]).toMatchObject({ target: 'B998AUD', details: { owner: owner.uuid } });
});
