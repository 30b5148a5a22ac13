import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOWER } from '../../domain/buildings.js';
import { TYPE } from '../../domain/tower/engine.js';
import { TOWER_MSG, TOWER_REASON } from '../../domain/tower/validators.js';
import { aPerson, type Person, aDriver } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { towerHelpers, type TowerUser } from '../test/tower.js';

// The tower administrator's calls on someone else's requests (decisions §9, tower §4):
// add, change the car, delete; who may make them; what the audit log keeps.
// Wednesday 4 March 2026, 10:00 Bucharest; the Friday cut-off is at 16:00.
const START = '2026-03-04T08:00:00Z';
const TODAY = '2026-03-04';
const THURSDAY = '2026-03-05';
const FRIDAY = '2026-03-06';
let t: TestApp;
let h: ReturnType<typeof towerHelpers>;
let admin: string;
let admin1: string;
let admin2: Person;

beforeAll(async () => {
  t = await createTestApp({ start: START });
  h = towerHelpers(t);
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'], buildings: ['1', '2'] })).token;
  admin1 = (await aPerson(t, { building: '1', adminOf: ['1'] })).token; // an administrator of the office by adminOf
  admin2 = await aPerson(t, { building: TOWER, adminOf: [TOWER], name: 'Admin Doi' }); // of the tower by adminOf
});
afterAll(() => t.close());
// A test that moves the clock gets it back, pass or fail.
afterEach(() => t.clock.set(new Date(START)));

/** Tower users with the right to park, each with a car of their own: every test makes its own. */
const drivers = (n: number) => Promise.all(Array.from({ length: n }, () => aDriver(t)));

const add = (token: string, u: TowerUser, days: string[]) =>
  t.call('POST', '/api/reservations/parking/add', { token, body: { user_id: u.uuid, car_id: u.carId, reservation_dates: days } });
const update = (token: string, id: string, carId: string) =>
  t.call('POST', '/api/reservations/parking/update', { token, body: { _id: id, car_id: carId } });
const remove = (token: string, id: string) => t.call('GET', `/api/reservations/parking/delete/${id}`, { token });
const stored = async (id: string) =>
  (
    await t.ctx.db.query<{ type: number; reservation_confirmed: boolean; indiscipline_score: number; car_id: string }>(
      'SELECT * FROM parking_reservations WHERE id = $1',
      [id],
    )
  ).rows[0];
const rating = async (u: TowerUser) => {
  const list = (await t.call('GET', '/api/users/indiscipline', { token: u.token })).body.payload as { uuid: string; score: number }[];
  return Math.max(0, 3 - (list.find((x) => x.uuid === u.uuid)?.score ?? 0));
};
const banned = async (u: TowerUser) => (await t.call('GET', '/api/users/banStatus', { token: u.token })).body.payload.banned as boolean;
type Entry = { target: string; actorName: string; details: Record<string, unknown> };
// Each test starts the clock again at START: only the entries about the test's own user are compared, newest first.
const entries = async (u: TowerUser) =>
  ((await t.call('GET', '/api/audit?kind=reservations.forOther&limit=500', { token: admin })).body.payload.rows as Entry[]).filter(
    (e) => e.target === u.uuid,
  );
/** A request the administrator makes for `u` on today, turned into an absence by a presence list without its plate. */
async function absenceToday(u: TowerUser): Promise<string> {
  const made = await add(admin, u, [TODAY]);
  expect(made.body.payload[0].type).toBe(TYPE.first);
  const up = await h.upload(admin, '/api/reservations/parking/presence', 'prezenta.csv', 'date,licensePlate\n04.03.2026,B999ZZZ\n');
  expect(up.body.err).toBe(0);
  return made.body.payload[0]._id;
}
async function secondCar(u: TowerUser, plate: string): Promise<string> {
  const r = await t.call('POST', '/api/cars/add', { token: admin, body: { brand: 'Dacia', license_plate: plate, user_id: u.uuid } });
  expect(r.body.err).toBe(0);
  return r.body.payload._id;
}

describe('adding a request for someone', () => {
  it('gives the first round this week while the day has an open space, else the queue, with no indiscipline', async () => {
    await h.emptyTower(2, 0);
    const [a, b, c, d] = await drivers(4);
    const first = await add(admin, a, [THURSDAY]);
    expect(first.body.payload[0]).toMatchObject({
      user_id: a.uuid,
      car_id: a.carId,
      reservation_date: THURSDAY,
      type: TYPE.first,
      indiscipline_score: 0,
      reservation_confirmed: false,
    });
    expect((await add(admin, b, [THURSDAY])).body.payload[0].type).toBe(TYPE.first);
    // Thursday is full now; Friday still has its two spaces. Several days go in one call.
    expect(
      (await add(admin, c, [FRIDAY, THURSDAY])).body.payload.map((r: { reservation_date: string; type: number }) => [
        r.reservation_date,
        r.type,
      ]),
    ).toEqual([
      [THURSDAY, TYPE.queue],
      [FRIDAY, TYPE.first],
    ]);
    // Next week waits for the first round.
    expect((await add(admin, d, ['2026-03-10'])).body.payload[0].type).toBe(TYPE.queue);
  });

  it('serves next week at once after the Friday cut-off, but not the week after', async () => {
    await h.emptyTower(1, 0);
    const [a, b, c] = await drivers(3);
    t.clock.set(new Date('2026-03-06T13:59:00Z')); // Friday 15:59
    expect((await add(admin, a, ['2026-03-09'])).body.payload[0].type).toBe(TYPE.queue);
    t.clock.set(new Date('2026-03-06T14:05:00Z')); // Friday 16:05
    expect((await add(admin, b, ['2026-03-10'])).body.payload[0].type).toBe(TYPE.first);
    expect((await add(admin, c, ['2026-03-10'])).body.payload[0].type).toBe(TYPE.queue); // no space left
    expect((await add(admin, c, ['2026-03-17'])).body.payload[0].type).toBe(TYPE.queue);
  });

  it("takes any working day from today on, beyond the user's window, but no weekend or past day, all or none", async () => {
    await h.emptyTower(5, 0);
    const [a, b] = await drivers(2);
    expect((await add(admin, a, [TODAY])).body.payload[0].type).toBe(TYPE.first);
    expect((await add(admin, a, ['2026-04-15'])).body.payload[0].type).toBe(TYPE.queue);
    for (const day of ['2026-03-03', '2026-03-07'])
      expect((await add(admin, b, [day])).body).toMatchObject({ err: 400, reason: TOWER_REASON.dayNotOpen });
    expect((await add(admin, b, [THURSDAY, '2026-03-07'])).status).toBe(400);
    expect(await h.typesOn(THURSDAY)).toEqual({});
    expect((await add(admin, a, [TODAY])).body).toMatchObject({ err: 409, message: TOWER_MSG.duplicateRequest });
  });

  it('needs a car of that user', async () => {
    const [a, b] = await drivers(2);
    const r = await t.call('POST', '/api/reservations/parking/add', {
      token: admin,
      body: { user_id: a.uuid, car_id: b.carId, reservation_date: THURSDAY },
    });
    expect(r.body).toMatchObject({ err: 400, reason: TOWER_REASON.notYourCar });
  });
});

describe("changing a request's car", () => {
  it('changes the car of a live request dated after today', async () => {
    await h.emptyTower(5, 0);
    const [a] = await drivers(1);
    const other = await secondCar(a, 'B 555 ADM');
    const id = (await add(admin, a, [THURSDAY])).body.payload[0]._id;
    const r = await update(admin, id, other);
    expect(r.body.payload).toMatchObject({ _id: id, car_id: other, license_plate: 'B555ADM' });
    expect((await stored(id)).car_id).toBe(other);
  });

  it("refuses today's request, a cancelled one, and another user's car", async () => {
    await h.emptyTower(5, 0);
    const [b, c] = await drivers(2);
    const other = await secondCar(b, 'B 556 ADM');
    const today = (await add(admin, b, [TODAY])).body.payload[0]._id;
    expect((await update(admin, today, other)).body).toMatchObject({ err: 400, message: TOWER_MSG.tooLate, reason: TOWER_REASON.tooLate });
    const cancelled = (await add(admin, b, [THURSDAY])).body.payload[0]._id;
    expect((await remove(admin, cancelled)).body.err).toBe(0);
    expect((await update(admin, cancelled, other)).body).toMatchObject({ err: 400, reason: TOWER_REASON.carChangeFailed });
    const live = (await add(admin, b, [FRIDAY])).body.payload[0]._id;
    expect((await update(admin, live, c.carId)).body).toMatchObject({ err: 400, reason: TOWER_REASON.notYourCar });
    expect((await stored(live)).car_id).toBe(b.carId);
  });
});

describe('deleting a request', () => {
  it('cancels any live request, even after its deadline', async () => {
    await h.emptyTower(1, 0);
    const [a, b] = await drivers(2);
    const allocated = (await add(admin, a, [TODAY])).body.payload[0]._id;
    const queued = (await add(admin, b, [TODAY])).body.payload[0]._id;
    for (const id of [allocated, queued]) {
      expect((await remove(admin, id)).body.payload.type).toBe(TYPE.cancelled);
      expect((await stored(id)).type).toBe(TYPE.cancelled);
    }
  });

  it("turns an absence into a confirmed, cancelled request and gives the user's rating back", async () => {
    await h.emptyTower(5, 0);
    const [u] = await drivers(1);
    const before = await rating(u);
    const id = await absenceToday(u);
    expect(await stored(id)).toMatchObject({ type: TYPE.absent, reservation_confirmed: false, indiscipline_score: 1 });
    expect(await rating(u)).toBe(before - 1);
    const r = await remove(admin, id);
    expect(r.body.payload).toMatchObject({ type: TYPE.cancelled, reservation_confirmed: true, indiscipline_score: 0 });
    expect(await rating(u)).toBe(before);
  });

  it('lifts the ban the absence led to, but not a ban the other absences still justify', async () => {
    await h.emptyTower(5, 0);
    const [lifted, kept] = await drivers(2);
    const pastAbsences = async (u: TowerUser, days: string[]) => {
      for (const day of days) {
        await t.ctx.db.query(
          'INSERT INTO parking_reservations (id, date_added, reservation_date, user_id, car_id, type, indiscipline_score) VALUES (gen_random_uuid(), now(), $1, $2, $3, $4, 1)',
          [day, u.uuid, u.carId, TYPE.absent],
        );
      }
    };
    await pastAbsences(lifted, ['2026-02-24', '2026-02-25']);
    await pastAbsences(kept, ['2026-02-23', '2026-02-24', '2026-02-25']);
    // Today's presence list bans both: three absences (banAtScore) for one, four for the other.
    const [liftedId] = (await add(admin, lifted, [TODAY])).body.payload.map((r: { _id: string }) => r._id);
    const [keptId] = (await add(admin, kept, [TODAY])).body.payload.map((r: { _id: string }) => r._id);
    const up = await h.upload(admin, '/api/reservations/parking/presence', 'prezenta.csv', 'date,licensePlate\n04.03.2026,B999ZZZ\n');
    expect(up.body.payload.banned).toEqual(expect.arrayContaining([lifted.uuid, kept.uuid]));
    expect((await h.request(lifted, [FRIDAY])).body).toMatchObject({ err: 403, reason: TOWER_REASON.banned });

    expect((await remove(admin, liftedId)).body.err).toBe(0);
    expect(await banned(lifted)).toBe(false);
    expect((await entries(lifted))[0].details).toMatchObject({ action: 'parking.cancel', banLifted: true });
    expect((await h.request(lifted, [FRIDAY])).body.err).toBe(0);

    expect((await remove(admin, keptId)).body.err).toBe(0);
    expect(await banned(kept)).toBe(true);
    expect((await entries(kept))[0].details).not.toHaveProperty('banLifted');
  });
});

describe("forgiving a user's indiscipline", () => {
  it('ends the tower ban the forgiven absences had led to, and says so in the audit', async () => {
    await h.emptyTower(5, 0);
    const [u] = await drivers(1);
    for (const day of ['2026-02-24', '2026-02-25']) {
      await t.ctx.db.query(
        'INSERT INTO parking_reservations (id, date_added, reservation_date, user_id, car_id, type, indiscipline_score) VALUES (gen_random_uuid(), now(), $1, $2, $3, $4, 1)',
        [day, u.uuid, u.carId, TYPE.absent],
      );
    }
    // Today's absence is the third (banAtScore): the presence list bans the user.
    await absenceToday(u);
    expect(await banned(u)).toBe(true);

    expect((await t.call('POST', '/api/users/indiscipline/delete', { token: admin, body: { uuid: u.uuid } })).body.err).toBe(0);
    expect(await banned(u)).toBe(false);
    expect((await h.request(u, [FRIDAY])).body.err).toBe(0);
    const audit = (await t.call('GET', '/api/audit?kind=indiscipline.delete&limit=500', { token: admin })).body.payload.rows as Entry[];
    expect(audit.find((e) => e.target === u.uuid)?.details).toMatchObject({ banLifted: true });
  });
});

describe('who may act on requests of others', () => {
  it('lets an administrator of building 2 do it, not one of building 1 nor a plain tower user', async () => {
    await h.emptyTower(5, 0);
    const [a, b] = await drivers(2);
    const other = await secondCar(a, 'B 557 ADM');
    const made = await add(admin2.token, a, [THURSDAY]);
    expect(made.body.err).toBe(0);
    const id = made.body.payload[0]._id;
    for (const token of [admin1, b.token]) {
      expect((await add(token, a, [FRIDAY])).status).toBe(403);
      expect((await update(token, id, other)).status).toBe(403);
      expect((await remove(token, id)).status).toBe(403);
    }
    expect(await stored(id)).toMatchObject({ type: TYPE.first, car_id: a.carId });
    expect(await h.typesOn(FRIDAY)).toEqual({});
    expect((await update(admin2.token, id, other)).body.err).toBe(0);
    expect((await remove(admin2.token, id)).body.payload.type).toBe(TYPE.cancelled);
  });
});

describe('the audit log', () => {
  it("records each change an administrator makes to someone's request, and nothing for a refused one", async () => {
    await h.emptyTower(5, 0);
    const [u] = await drivers(1);
    const other = await secondCar(u, 'B 558 ADM');
    const id = (await add(admin2.token, u, [THURSDAY])).body.payload[0]._id;
    await update(admin2.token, id, other);
    await remove(admin2.token, id);
    expect((await update(admin2.token, id, u.carId)).status).toBe(400);
    expect((await add(admin2.token, u, ['2026-03-07'])).status).toBe(400);
    expect((await remove(admin2.token, id)).body.err).toBe(0); // already cancelled: nothing changes
    const rows = await entries(u);
    expect(rows.map((e) => e.details.action)).toEqual(['parking.cancel', 'parking.changeCar', 'parking.add']);
    expect(rows.every((e) => e.actorName === admin2.name)).toBe(true);
    expect(rows[2].details).toMatchObject({ days: [THURSDAY], types: [TYPE.first], car: u.plate });
    expect(rows[1].details).toMatchObject({ request: id, from: u.carId, to: other });
    expect(rows[0].details).toMatchObject({ request: id, day: THURSDAY, type: TYPE.first });
  });

  it("records the forgiven absence, but not the owner's own cancellation", async () => {
    await h.emptyTower(5, 0);
    const [u] = await drivers(1);
    const id = await absenceToday(u);
    await remove(admin, id);
    const own = (await h.request(u, [FRIDAY])).body.payload[0]._id;
    expect((await remove(u.token, own)).body.err).toBe(0);
    const rows = await entries(u);
    expect(rows.map((e) => e.details.action)).toEqual(['parking.cancel', 'parking.add']);
    expect(rows[0].details).toMatchObject({ request: id, day: TODAY, type: TYPE.absent });
  });
});
