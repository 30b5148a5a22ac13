import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { aBooking, aCar, aDesk, aFloor, aGroup, aPerson, aRoom, aRoomBooking, aTowerRequest, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { aWebhook, aWebhookReceiver } from '../test/webhook-receiver.js';

// A person's erasure (decisions §25, #46 point 5): deactivated, then every word that named them
// replaced by anonymous values everywhere, for good; their past stays for the statistics.
let t: TestApp;
let person: Person;
let admin1: Person;
let admin2: Person;
let plain: Person;
const FORMER_NAME = 'Maria Vechescu';
const NAME = 'Maria Ștergescu';
const PHONE = '0733445566';
const PLATE = 'B55ERS';
const made: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z', config: { webhooksAllowPrivate: true }, webhooks: { pollMs: 60_000 } });
  const group = await aGroup(t);
  const floor = await aFloor(t);
  const desk = await aDesk(t, { floor, groups: [group] });
  const room = await aRoom(t, { floor, groups: [group] });
  admin1 = await aPerson(t, { adminOf: ['1'] });
  admin2 = await aPerson(t, { building: '2', adminOf: ['2'] });
  plain = await aPerson(t, { groups: [group], manager: NAME });
  person = await aPerson(t, { name: FORMER_NAME, groups: [group], username: 'maria.stergescu', email: 'maria.stergescu@example.com' });
  // Her past (counted by the statistics) and her future (cancelled by the deactivation).
  made.past = await aBooking(t, { person, desk, day: '2026-02-25', group, status: 'busy', used: true });
  made.future = await aBooking(t, { person, desk, day: '2026-03-04', group });
  made.room = await aRoomBooking(t, { person, room: room.id, begin: '2026-02-26T09:00:00Z', end: '2026-02-26T10:00:00Z', status: 'busy' });
  const car = await aCar(t, { person, plate: PLATE, brand: 'Logan' });
  made.car = car.id;
  made.tower = await aTowerRequest(t, { person, car, day: '2026-02-27', confirmed: true });
  await t.ctx.db.query('INSERT INTO following (uuid, follows, since) VALUES ($1, $2, $3)', [plain.uuid, person.uuid, t.clock.now()]);
  // Copies of her words elsewhere: audit entries (a former name among them), a reset e-mail, a failed sign-in.
  const update = { uuid: person.uuid, name: NAME, phoneNumber: PHONE };
  expect((await t.call('POST', '/api/users/update', { token: admin1.token, body: update })).status).toBe(200);
  expect(
    (await t.call('POST', '/api/tokens/create', { token: person.token, body: { name: 'Al Mariei', scopes: ['read'], days: 5 } })).status,
  ).toBe(200);
  expect((await t.call('POST', '/api/users/sendResetEmail', { body: { email: person.email } })).status).toBe(200);
  expect((await t.call('POST', '/api/users/login', { body: { username: person.username, password: 'gresita-1' } })).status).toBe(401);
}, 60_000);
afterAll(() => t.close());

const erase = (token: string, body: unknown) => t.call('POST', '/api/users/erase', { token, body });
const groupStatistics = async () =>
  (await t.call('GET', '/api/statistics/groups?from=2026-02-01&to=2026-03-01', { token: admin1.token })).body.payload;

/** Every table of the database as text, lower case. */
async function everything(): Promise<string> {
  const { rows } = await t.ctx.db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  let text = '';
  for (const { table_name } of rows) {
    const dump = await t.ctx.db.query<{ r: string }>(`SELECT r::text AS r FROM "${table_name}" r`);
    text += dump.rows.map((x) => x.r).join('\n');
  }
  return text.toLowerCase();
}

describe('POST /api/users/erase', () => {
  it('refuses malformed bodies, oneself, a plain user and another building’s administrator', async () => {
    for (const raw of ['{}', '{"uuid":"x"}', '{"uuid":5}', '[]', 'null', '"text"', '{"uuid": ']) {
      const r = await t.call('POST', '/api/users/erase', { token: admin1.token, raw, headers: { 'content-type': 'application/json' } });
      expect(r.status, raw).toBe(400);
    }
    expect((await erase(admin1.token, { uuid: admin1.uuid })).body).toMatchObject({ err: 400, reason: 'app.cannotEraseSelf' });
    // Someone of their own: the erasure below is of `person`, whichever test runs first.
    const other = await aPerson(t, { name: 'Ion Neșters' });
    expect((await erase(plain.token, { uuid: other.uuid })).status).toBe(403);
    expect((await erase(admin2.token, { uuid: other.uuid })).status).toBe(403);
    expect((await erase(admin1.token, { uuid: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await t.call('GET', `/api/users/info/${other.uuid}`, { token: admin1.token })).body.payload.name).toBe('Ion Neșters');
  });
});

// The erasure is made once, before the tests that look at what it left: each of them then holds in any order.
describe('an erasure', () => {
  const words = [NAME, FORMER_NAME, 'maria.stergescu', 'maria.stergescu@example.com', PHONE, PLATE].map((w) => w.toLowerCase());
  let before: unknown;
  let dumpBefore = '';
  let dumpAfter = '';
  let answer: { body: unknown };
  let heard: string[] = [];
  let told = '';
  beforeAll(async () => {
    before = await groupStatistics();
    dumpBefore = await everything();
    const receiver = await aWebhookReceiver(t);
    const hook = await aWebhook(t, await aPerson(t, { role: 'admin', adminOf: ['1', '2'] }), receiver.url, [
      'user.deactivated',
      'desk.cancelled',
    ]);
    answer = await erase(admin1.token, { uuid: person.uuid });
    // Read at once: a later sign-in typed with the old user name would note a failure under it (a day).
    dumpAfter = await everything();
    heard = (await receiver.heard(hook.secret)).map((h) => h.type).sort();
    told = receiver.received.map((x) => x.body.toLowerCase()).join('\n');
    await receiver.close();
  }, 60_000);

  it('deactivates the person, replaces every word that named them everywhere, and keeps the statistics', async () => {
    expect(before).toEqual([expect.objectContaining({ reservations: 1, present: 1 })]);
    for (const w of words) expect(dumpBefore, w).toContain(w);
    expect(answer.body).toEqual({
      err: 0,
      payload: { uuid: person.uuid, cancelled: { desks: 1, rooms: 0, parking: 0 } },
      message: MSG.userErased,
    });

    for (const w of words) expect(dumpAfter, w).not.toContain(w);
    const { rows } = await t.ctx.db.query('SELECT * FROM users WHERE uuid = $1', [person.uuid]);
    expect(rows[0]).toMatchObject({
      name: 'Anonim',
      username: `anonim-${person.uuid}`,
      email: `anonim-${person.uuid}@anonim.invalid`,
      phone_number: null,
      valid: false,
      erased_at: expect.any(Date),
    });
    const cars = await t.ctx.db.query('SELECT brand, license_plate, active FROM cars WHERE id = $1', [made.car]);
    expect(cars.rows[0]).toMatchObject({ brand: 'Anonim', license_plate: expect.stringMatching(/^ANONIM[A-F0-9]{32}$/), active: false });
    // The rows stay, under the uuid: the past counts as it did.
    for (const [table, id] of [
      ['desk_reservations', made.past],
      ['room_reservations', made.room],
      ['parking_reservations', made.tower],
    ])
      expect((await t.ctx.db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).rows, table).toHaveLength(1);
    expect(await groupStatistics()).toEqual(before);
    expect((await t.ctx.db.query('SELECT manager FROM users WHERE uuid = $1', [plain.uuid])).rows[0].manager).toBe('Anonim');
    // The webhooks hear of the deactivation, of the account as it now is.
    expect(heard).toEqual(['desk.cancelled', 'user.deactivated']);
    expect(told).toContain('anonim');
    for (const w of words) expect(told, w).not.toContain(w);
  });

  it('is audited with counts only, and the entries about the person name them no more', async () => {
    const { rows } = await t.ctx.db.query("SELECT actor_uuid, details FROM audit_log WHERE kind = 'users.erase' AND target = $1", [
      person.uuid,
    ]);
    expect(rows).toEqual([
      {
        actor_uuid: admin1.uuid,
        details: { cancelled: { desks: 1, rooms: 0, parking: 0 }, rewritten: expect.objectContaining({ cars: 1, accounts: 1 }) },
      },
    ]);
    const update = await t.ctx.db.query<{ details: { changes: Record<string, unknown> } }>(
      "SELECT details FROM audit_log WHERE kind = 'users.update' AND target = $1",
      [person.uuid],
    );
    expect(update.rows[0].details.changes.name).toEqual({ from: 'Anonim', to: 'Anonim' });
    const own = await t.ctx.db.query('SELECT DISTINCT actor_name FROM audit_log WHERE actor_uuid = $1', [person.uuid]);
    expect(own.rows).toEqual([{ actor_name: 'Anonim' }]);
  });

  it('is for good: no sign-in, no reactivation, no second erasure; the export says Anonim', async () => {
    expect((await t.call('POST', '/api/users/login', { body: { username: 'maria.stergescu', password: person.password } })).status).toBe(
      401,
    );
    expect(
      (await t.call('POST', '/api/users/login', { body: { username: `anonim-${person.uuid}`, password: person.password } })).status,
    ).toBe(401);
    expect((await t.call('GET', '/api/users/verify', { token: person.token })).body.payload).toEqual({});
    const again = await t.call('POST', '/api/users/deactivate', { token: admin1.token, body: { uuid: person.uuid, active: true } });
    expect(again.body).toMatchObject({ err: 409, reason: 'app.accountErased' });
    expect((await erase(admin1.token, { uuid: person.uuid })).body).toMatchObject({ err: 409, reason: 'app.accountErased' });
    const info = await t.call('GET', `/api/users/info/${person.uuid}`, { token: admin1.token });
    expect(info.body.payload).toMatchObject({ name: 'Anonim', valid: false, erased: true });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/users/${person.uuid}/export`,
      headers: { authorization: `Bearer ${admin1.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`date-personale-anonim-${person.uuid}-`);
    expect(file.body.toLowerCase()).not.toContain('maria');
  });
});
