import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { TYPE } from '../../domain/tower/engine.js';
import { TOWER_MSG } from '../../domain/tower/validators.js';
import { aPerson, aDriver } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { towerHelpers } from '../test/tower.js';

// A whole week of the tower driven by the test clock (decisions §7): requests, the first
// round at the Friday cut-off, a cancellation, the second round with the e-mailed list,
// a presence upload, absences, a ban and a refused request. Starts Monday 2 March 2026, 10:00.
const START = '2026-03-02T08:00:00Z';
let t: TestApp;
let h: ReturnType<typeof towerHelpers>;
let admin: string;
const MON = '2026-03-09';
const moveTo = (iso: string) => t.call('PUT', '/api/test/clock', { body: { now: iso } });

beforeAll(async () => {
  t = await createTestApp({ start: START });
  h = towerHelpers(t);
  // A company car with permanent access takes one of the 6 spaces: 5 open spaces.
  await t.ctx.db.query(
    "INSERT INTO cars (id, brand, license_plate, permanent_access, owner_label, date_added) VALUES (gen_random_uuid(), 'Skoda', 'B100CMP', true, 'Companie', $1)",
    [t.clock.now()],
  );
  await h.emptyTower(6, 1);
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'], buildings: ['1', '2'] })).token;
});
afterAll(() => t.close());
// The week moves the clock forward; the next test starts from Monday again, pass or fail.
afterEach(() => t.clock.set(new Date(START)));

/** Tower users with the right to park, each with a car of their own. */
const drivers = (n: number) => Promise.all(Array.from({ length: n }, () => aDriver(t)));

it('runs a week: first round by indiscipline then time, cancellation, second round, list, presence, absences, ban', async () => {
  const [late, ...others] = await drivers(8);
  // `late` asks first but has two recent absences: the rounds serve it last; a third absence bans it.
  for (const day of ['2026-02-24', '2026-02-25']) {
    await t.ctx.db.query(
      'INSERT INTO parking_reservations (id, date_added, reservation_date, user_id, car_id, type, indiscipline_score) VALUES (gen_random_uuid(), now(), $1, $2, $3, $4, 1)',
      [day, late.uuid, late.carId, TYPE.absent],
    );
  }
  expect((await h.request(late, [MON])).body.payload[0].type).toBe(TYPE.queue);
  for (const p of others) expect((await h.request(p, [MON])).body.payload[0].type).toBe(TYPE.queue);
  expect((await h.request(others[0], [MON])).body).toMatchObject({ err: 409, message: TOWER_MSG.duplicateRequest });

  // Thursday: still before the cut-off, next Monday is waiting; the week after is not open yet.
  await moveTo('2026-03-05T10:00:00Z');
  expect((await h.request(others[0], ['2026-03-16'])).body).toMatchObject({ err: 400, message: TOWER_MSG.dayNotOpen });

  // Friday 16:00 Bucharest: the first round gives Monday's 5 open spaces.
  const first = await moveTo('2026-03-06T14:00:00Z');
  expect(first.body.payload.ran.map((r: { job: string }) => r.job)).toContain('tower-first-round');
  let types = await h.typesOn(MON);
  expect(Object.values(types).filter((x) => x === TYPE.first)).toHaveLength(5);
  expect(types[late.uuid]).toBe(TYPE.queue);
  const winners = others.filter((p) => types[p.uuid] === TYPE.first);
  expect(winners.map((p) => p.uuid)).toEqual(others.slice(0, 5).map((p) => p.uuid)); // earliest first

  // After the cut-off a request for an allocated day is served at once while a space is free; none is.
  const { rows: nobody } = await t.ctx.db.query<{ id: string }>(
    'SELECT id FROM parking_reservations WHERE reservation_date = $1 AND user_id = $2',
    [MON, winners[0].uuid],
  );
  expect((await t.call('GET', `/api/reservations/parking/delete/${nobody[0].id}`, { token: winners[0].token })).body.payload.type).toBe(
    TYPE.cancelled,
  );

  // Friday 18:00: the second round gives the freed space to the best waiting request; the rest are not allocated.
  const second = await moveTo('2026-03-06T16:00:00Z');
  expect(second.body.payload.ran.map((r: { job: string }) => r.job)).toContain('tower-second-round');
  types = await h.typesOn(MON);
  expect(types[others[5].uuid]).toBe(TYPE.second);
  expect(types[others[6].uuid]).toBe(TYPE.notAllocated);
  expect(types[late.uuid]).toBe(TYPE.notAllocated);

  const mail = await t.smtp.waitFor((m) => m.subject === 'Lista de parcare pentru 09.03.2026');
  expect(JSON.stringify(mail.to)).toContain('suport@example.com');
  const csv = mail.attachments[0].content.toString('utf8');
  // Written like the exports (decisions §10): the BOM, a header with diacritics.
  expect(mail.attachments[0].content.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(csv.slice(1).split('\r\n')[0]).toBe('Nr. înmatriculare,Marcă,Proprietar,Loc prioritar');
  for (const p of [...winners.slice(1), others[5]]) expect(csv).toContain(p.plate);
  expect(csv).not.toContain(late.plate);
  expect(csv).toContain('Companie');
  expect(csv.trim().split('\r\n')).toHaveLength(1 + 5 + 1);

  // Past the deadline the owner can no longer cancel or change the car.
  const { rows: mine } = await t.ctx.db.query<{ id: string }>(
    'SELECT id FROM parking_reservations WHERE reservation_date = $1 AND user_id = $2',
    [MON, others[5].uuid],
  );
  expect((await t.call('GET', `/api/reservations/parking/delete/${mine[0].id}`, { token: others[5].token })).body).toMatchObject({
    err: 400,
    message: TOWER_MSG.tooLate,
  });

  // Monday evening: the presence list names four of the five cars; the fifth is absent.
  await moveTo('2026-03-09T17:00:00Z');
  const present = winners
    .slice(1, 4)
    .map((p) => p.plate)
    .concat(others[5].plate.toLowerCase());
  const up = await h.upload(
    admin,
    '/api/reservations/parking/presence',
    'prezenta.csv',
    `date;licensePlate\n${present.map((p) => `09.03.2026;${p}`).join('\n')}\n`,
  );
  expect(up.body.payload).toMatchObject({ days: [MON], confirmed: 4, absent: 1 });
  expect((await h.typesOn(MON))[winners[4].uuid]).toBe(TYPE.absent);

  // A third absence in 30 days bans: `late` is absent on Tuesday as well.
  await t.ctx.db.query(
    "INSERT INTO parking_reservations (id, date_added, reservation_date, user_id, car_id, type) VALUES (gen_random_uuid(), now(), '2026-03-10', $1, $2, $3)",
    [late.uuid, late.carId, TYPE.first],
  );
  await moveTo('2026-03-10T17:00:00Z');
  const tue = await h.upload(
    admin,
    '/api/reservations/parking/presence',
    'prezenta.csv',
    `date,licensePlate\n2026-03-10,${others[1].plate}\n`,
  );
  expect(tue.body.payload.banned).toContain(late.uuid);
  const ban = (await t.call('GET', '/api/users/banStatus', { token: late.token })).body.payload;
  expect(ban.banned).toBe(true);
  const refused = await h.request(late, ['2026-03-12']);
  expect(refused.body).toMatchObject({ err: 403, message: TOWER_MSG.banned('24.03.2026') });
  const ind = (await t.call('GET', '/api/users/indiscipline', { token: late.token })).body.payload;
  expect(ind).toEqual([{ uuid: late.uuid, name: expect.any(String), score: 3, sortingScore: 3 }]);
});

it('refuses uploads that are not all valid, and from non-administrators', async () => {
  const [user] = await drivers(1);
  const bad = await h.upload(
    admin,
    '/api/reservations/parking/presence',
    'p.csv',
    'date,licensePlate\n09.03.2026,B123ABC\n31.02.2026,B124ABC\n',
  );
  expect(bad.body).toMatchObject({ err: 400 });
  expect(bad.body.message).toContain('Rândul 3');
  expect((await h.upload(admin, '/api/reservations/parking/presence', 'p.csv', 'data,numar\n09.03.2026,B123ABC\n')).status).toBe(400);
  expect((await h.upload(admin, '/api/reservations/parking/presence', 'p.txt', 'date,licensePlate\n')).status).toBe(400);
  expect(
    (await h.upload(user.token, '/api/reservations/parking/presence', 'p.csv', 'date,licensePlate\n09.03.2026,B123ABC\n')).status,
  ).toBe(403);
});
