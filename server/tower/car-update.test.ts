import { afterAll, beforeAll, expect, it } from 'vitest';
import { TOWER } from '../../domain/buildings.js';
import { TOWER_MSG, TOWER_REASON } from '../../domain/tower/validators.js';
import { aPerson, aDriver } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// An administrator corrects a car (tower §4, §5): plate and brand, with the rules of adding one.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'], buildings: ['1', '2'] })).token;
});
afterAll(() => t.close());

/** A tower user with the right to park and a car of their own: one car per test, each stands alone, in any order. */
const driver = (plate?: string) => aDriver(t, { plate });

const update = (body: Record<string, unknown>, token = admin) => t.call('POST', '/api/cars/update', { token, body });

it('corrects the plate, stored upper-case without spaces or dashes, and the brand', async () => {
  const owner = await driver();
  const r = await update({ _id: owner.carId, license_plate: 'cj-12 fix', brand: 'Volvo' });
  expect(r.body.payload).toMatchObject({ license_plate: 'CJ12FIX', brand: 'Volvo' });
  const all = (await t.call('GET', '/api/cars', { token: admin })).body.payload as { _id: string; license_plate: string }[];
  expect(all.find((c) => c._id === owner.carId)?.license_plate).toBe('CJ12FIX');
  const audit = (await t.call('GET', '/api/audit?kind=cars.update', { token: admin })).body.payload.rows[0];
  expect(audit).toMatchObject({
    target: 'CJ12FIX',
    details: { from: { license_plate: owner.plate }, to: { license_plate: 'CJ12FIX', brand: 'Volvo' } },
  });
});

it('refuses a bad plate unless it is foreign, and an empty one', async () => {
  const owner = await driver();
  expect((await update({ _id: owner.carId, license_plate: 'XX 12 ABC' })).body).toMatchObject({
    err: 400,
    message: TOWER_MSG.plateInvalid,
    reason: TOWER_REASON.plateInvalid,
  });
  expect((await update({ _id: owner.carId, license_plate: '  ' })).body).toMatchObject({ err: 400, message: TOWER_MSG.required });
  expect((await update({ _id: owner.carId, license_plate: 'M AB 1234', foreign_plate: true })).body.payload).toMatchObject({
    license_plate: 'MAB1234',
    foreign_plate: true,
  });
  // Back to a Romanian plate: the foreign flag off needs the format again.
  expect((await update({ _id: owner.carId, foreign_plate: false })).body).toMatchObject({
    err: 400,
    reason: TOWER_REASON.plateInvalid,
  });
  expect((await update({ _id: owner.carId, license_plate: 'B 321 FIX', foreign_plate: false })).body.payload).toMatchObject({
    license_plate: 'B321FIX',
    foreign_plate: false,
  });
});

it("refuses another car's plate and writes nothing", async () => {
  const owner = await driver();
  await driver('B123TUR'); // someone else's car, active
  const before = (await t.call('GET', '/api/audit?kind=cars.update', { token: admin })).body.payload.total;
  expect((await update({ _id: owner.carId, license_plate: 'B123TUR', brand: 'Opel' })).body).toMatchObject({
    err: 409,
    message: TOWER_MSG.carExistsServer,
  });
  const all = (await t.call('GET', '/api/cars', { token: admin })).body.payload as { _id: string; brand: string; license_plate: string }[];
  expect(all.find((c) => c._id === owner.carId)).toMatchObject({ license_plate: owner.plate });
  expect((await t.call('GET', '/api/audit?kind=cars.update', { token: admin })).body.payload.total).toBe(before);
});

it('keeps the plate as it is when only the brand changes', async () => {
  const owner = await driver();
  expect((await update({ _id: owner.carId, brand: 'Audi' })).body.payload).toMatchObject({
    license_plate: owner.plate,
    brand: 'Audi',
  });
});

it('is for the tower administrators only', async () => {
  const owner = await driver();
  const turn = (await aPerson(t, { building: TOWER, parkingRight: true })).token; // a plain tower user
  expect((await update({ _id: owner.carId, license_plate: 'B 322 FIX' }, turn)).status).toBe(403);
});
