import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TYPE } from '../../domain/tower/engine.js';
import { TOWER_MSG, TOWER_REASON } from '../../domain/tower/validators.js';
import { TEST_PASSWORD, aDriver } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import type { TowerUser } from '../test/tower.js';

// Every rule of tower §5, refused by the server whatever a client sends. Monday 2 March 2026, 10:00.
const START = '2026-03-02T08:00:00Z';
let t: TestApp;
/** Each test's own plain tower user, with a car of their own, and their session. */
let me: TowerUser;
let turn: string;

beforeAll(async () => {
  t = await createTestApp({ start: START });
});
afterAll(() => t.close());
beforeEach(async () => {
  me = await driver();
  turn = me.token;
});
// A test that moves the clock gets it back, pass or fail.
afterEach(() => t.clock.set(new Date(START)));

/** A tower user with the right to park and a car of their own. */
const driver = () => aDriver(t);

const addCar = (body: Record<string, unknown>) => t.call('POST', '/api/cars/add', { token: turn, body });

describe('cars', () => {
  it('adds a car with a valid plate, stored upper-case without spaces or dashes', async () => {
    const r = await addCar({ brand: 'Dacia', license_plate: 'cj-07 xyz' });
    expect(r.body.payload).toMatchObject({ license_plate: 'CJ07XYZ', brand: 'Dacia', active: true, permanent_access: false });
    const mine = (await t.call('GET', '/api/users/cars', { token: turn })).body.payload;
    expect(mine.map((c: { license_plate: string }) => c.license_plate)).toEqual(expect.arrayContaining([me.plate, 'CJ07XYZ']));
  });

  it('refuses a bad plate, unless it is foreign', async () => {
    expect((await addCar({ brand: 'Dacia', license_plate: 'XX 12 ABC' })).body).toMatchObject({
      err: 400,
      message: TOWER_MSG.plateInvalid,
    });
    expect((await addCar({ brand: 'Dacia', license_plate: '' })).body).toMatchObject({ err: 400, message: TOWER_MSG.required });
    expect((await addCar({ brand: 'BMW', license_plate: 'M AB 1234', foreign_plate: true })).body.payload.license_plate).toBe('MAB1234');
  });

  it('needs a brand', async () => {
    expect((await addCar({ brand: ' ', license_plate: 'B 55 ABC' })).body).toMatchObject({ err: 400, message: TOWER_MSG.carDataInvalid });
  });

  it('refuses a plate that is active, or was removed within the block period', async () => {
    expect((await addCar({ brand: 'Dacia', license_plate: me.plate })).body).toMatchObject({
      err: 409,
      message: TOWER_MSG.carExistsServer,
    });
    const car = (await addCar({ brand: 'Opel', license_plate: 'B 77 DEL' })).body.payload;
    expect((await t.call('POST', '/api/cars/delete', { token: turn, body: { _id: car._id } })).body.err).toBe(0);
    expect((await addCar({ brand: 'Opel', license_plate: 'B77DEL' })).body).toMatchObject({ err: 409, message: TOWER_MSG.carExistsServer });
    t.clock.set(new Date('2026-05-02T08:00:00Z')); // 61 days later
    const later = await t.login(me.username, TEST_PASSWORD);
    expect((await t.call('POST', '/api/cars/add', { token: later, body: { brand: 'Opel', license_plate: 'B77DEL' } })).body.err).toBe(0);
  });

  it('keeps company cars and function cars for administrators', async () => {
    expect((await addCar({ brand: 'Skoda', license_plate: 'B 88 CMP', permanent_access: true })).status).toBe(403);
  });
});

describe('profile', () => {
  it('checks the phone number', async () => {
    expect((await t.call('POST', '/api/users/changePhoneNumber', { token: turn, body: { phoneNumber: '07221' } })).body).toMatchObject({
      err: 400,
      message: TOWER_MSG.phoneInvalid,
    });
    expect(
      (await t.call('POST', '/api/users/changePhoneNumber', { token: turn, body: { phoneNumber: '+40 722 123 456' } })).body.payload
        .phoneNumber,
    ).toBe('+40722123456');
  });

  it('refuses an empty department and an empty room change', async () => {
    expect((await t.call('POST', '/api/users/changeDepartmentName', { token: turn, body: { departmentName: '  ' } })).body).toMatchObject({
      err: 400,
      message: TOWER_MSG.departmentEmpty,
    });
    expect(
      (await t.call('POST', '/api/users/changeDepartmentName', { token: turn, body: { departmentName: 'Juridic' } })).body.payload
        .departmentName,
    ).toBe('Juridic');
    expect((await t.call('POST', '/api/users/changeRoom', { token: turn, body: {} })).status).toBe(400);
    expect(
      (await t.call('POST', '/api/users/changeRoom', { token: turn, body: { officeFloor: '12', officeRoom: '1204' } })).body.payload,
    ).toMatchObject({ officeFloor: '12', officeRoom: '1204' });
  });
});

describe('requests', () => {
  it('needs a car of the user', async () => {
    expect(
      (await t.call('POST', '/api/reservations/parking/add', { token: turn, body: { reservation_date: '2026-03-04' } })).body,
    ).toMatchObject({ err: 400, message: TOWER_MSG.chooseCar });
    const other = await driver();
    expect(
      (
        await t.call('POST', '/api/reservations/parking/add', {
          token: turn,
          body: { reservation_date: '2026-03-04', car_id: other.carId },
        })
      ).body,
    ).toMatchObject({ err: 400, message: TOWER_MSG.notYourCar });
  });

  it('opens only working days from tomorrow to the end of next week', async () => {
    const car = (await t.call('GET', '/api/users/cars', { token: turn })).body.payload[0]._id;
    const cancelDay = (d: string) =>
      t.ctx.db.query('UPDATE parking_reservations SET type = $2 WHERE reservation_date = $1 AND user_id = $3', [
        d,
        TYPE.cancelled,
        me.uuid,
      ]);
    const ask = (d: string) => t.call('POST', '/api/reservations/parking/add', { token: turn, body: { reservation_date: d, car_id: car } });
    for (const d of ['2026-03-02', '2026-03-07', '2026-03-16'])
      expect((await ask(d)).body).toMatchObject({ err: 400, message: TOWER_MSG.dayNotOpen });
    expect((await ask('2026-03-03')).body.payload.type).toBe(TYPE.first); // this week is allocated: served at once
    expect((await ask('2026-03-13')).body.payload.type).toBe(TYPE.queue); // next week waits for the first round
    expect((await ask('2026-03-13')).body).toMatchObject({ err: 409, message: TOWER_MSG.duplicateRequest });
    // Tomorrow stays open until 18:00 today, then closes.
    await cancelDay('2026-03-03');
    t.clock.set(new Date('2026-03-02T15:59:00Z'));
    expect((await ask('2026-03-03')).body.err).toBe(0);
    await cancelDay('2026-03-03');
    t.clock.set(new Date('2026-03-02T16:00:00Z'));
    expect((await ask('2026-03-03')).body).toMatchObject({ err: 400, message: TOWER_MSG.dayNotOpen });
    expect((await ask('2026-03-04')).body.err).toBe(0);
  });
});

describe('reasons', () => {
  it('names every tower refusal by its catalogue key, beside the message', async () => {
    expect((await addCar({ brand: 'Dacia', license_plate: 'XX 12 ABC' })).body).toMatchObject({
      err: 400,
      message: TOWER_MSG.plateInvalid,
      reason: TOWER_REASON.plateInvalid,
    });
    expect((await addCar({ brand: 'Dacia', license_plate: me.plate })).body).toMatchObject({
      err: 409,
      message: TOWER_MSG.carExistsServer,
      reason: TOWER_REASON.carExistsServer,
    });
    expect((await t.call('POST', '/api/users/changePhoneNumber', { token: turn, body: { phoneNumber: '07221' } })).body).toMatchObject({
      reason: TOWER_REASON.phoneInvalid,
    });
    const other = await driver();
    const ask = (d: string, car: string) =>
      t.call('POST', '/api/reservations/parking/add', { token: other.token, body: { reservation_date: d, car_id: car } });
    await ask('2026-03-05', other.carId); // the day is the user's now, whether it was already or not
    expect((await ask('2026-03-05', other.carId)).body).toMatchObject({
      err: 409,
      message: TOWER_MSG.duplicateRequest,
      reason: TOWER_REASON.duplicateRequest,
    });
    expect((await ask('2026-03-16', other.carId)).body).toMatchObject({ err: 400, reason: TOWER_REASON.dayNotOpen });
    const mine = (await t.call('GET', '/api/users/cars', { token: turn })).body.payload[0]._id;
    expect((await ask('2026-03-06', mine)).body).toMatchObject({ err: 400, reason: TOWER_REASON.notYourCar });
  });
});
