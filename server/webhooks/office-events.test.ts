import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { autoReleaseJob } from '../desk-reservations/release-job.js';
import { Scheduler } from '../jobs/scheduler.js';
import { aBooking, aCar, aDesk, aFloor, aGroup, aPerson, aRoom, aTowerRequest, unique, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { aWebhook, aWebhookReceiver, type Heard, type WebhookReceiver } from '../test/webhook-receiver.js';

// What the webhooks hear of changes made by no single booking call (decisions §23, #44): the
// auto-release, the work pattern's bookings and tower requests, a deleted desk, a deleted account,
// an absence, and accounts made by the administrators; each item as the API answers it. Each test listens with a webhook of
// its own, turned off at its end. Starts Monday 2 March 2026, 10:00 Bucharest.

let t: TestApp;
let admin: Person;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z', config: { webhooksAllowPrivate: true }, webhooks: { pollMs: 60_000 } });
  receiver = await aWebhookReceiver(t);
  admin = await aPerson(t, { role: 'admin', adminOf: ['1', '2'] });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  t.clock.set(new Date('2026-03-02T08:00:00Z'));
  await t.ctx.db.query('UPDATE webhooks SET active = false');
  await t.ctx.webhooks.drain();
  receiver.received.length = 0;
});

/** Listens to `events` from now on; answers what it heard once the worker has sent everything due. */
async function listen(events: string[]): Promise<() => Promise<Heard[]>> {
  const w = await aWebhook(t, admin, receiver.url, events);
  return () => receiver.heard(w.secret);
}
/** Deliveries of one moment come in any order: compared in the order of their items' ids. */
const byId = (a: { data: unknown }, b: { data: unknown }) => JSON.stringify(a.data).localeCompare(JSON.stringify(b.data));
const reservation = async (person: Person, id: string) =>
  (await t.call('GET', `/api/reservations/desks/${id}`, { token: person.token })).body.payload;

/** A group with `n` desks on a floor of its own, and a person of it. */
async function anOffice(n = 1) {
  const group = await aGroup(t);
  const floor = await aFloor(t);
  const desks: string[] = [];
  for (let i = 0; i < n; i++) desks.push(await aDesk(t, { floor, groups: [group] }));
  return { group, floor, desks, person: await aPerson(t, { groups: [group] }) };
}

describe("the office's changes heard by the webhooks", () => {
  it('a booking nobody listens to queues nothing, nor one a webhook of other events; a webhook made then hears the next', async () => {
    // The booking reads what the webhooks listen to with its subject (issue #43): no statement of its own when none does.
    const deliveries = async () => (await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_deliveries')).rows[0].n;
    const { desks, person } = await anOffice(3);
    const book = async (desk: string, day: string) => {
      const r = await t.call('POST', '/api/reservations/desks/update', {
        token: person.token,
        body: { deskId: desk, reservationDate: day },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.payload;
    };
    const before = await deliveries();
    await book(desks[0], '2026-03-04');
    await listen(['desk.cancelled']);
    await book(desks[1], '2026-03-05');
    expect(await deliveries()).toBe(before);
    const heard = await listen(['desk.booked']);
    const third = await book(desks[2], '2026-03-06');
    expect(await heard()).toEqual([{ type: 'desk.booked', timestamp: expect.any(String), data: third }]);
  });

  it('the auto-release: each desk released, as the API then answers it; a confirmed one is not', async () => {
    const heard = await listen(['desk.released']);
    const { group, desks, person } = await anOffice(2);
    const other = await aPerson(t, { groups: [group] });
    // Tuesday 10 March, a day no other test of the file books: the release of its day takes what they booked too.
    const released = await aBooking(t, { person, desk: desks[0], day: '2026-03-10', group });
    await aBooking(t, { person: other, desk: desks[1], day: '2026-03-10', group, status: 'busy' });
    await t.ctx.db.query("UPDATE settings SET value = '10' WHERE building = '1' AND name = 'autoReleaseHour'");
    try {
      await t.ctx.db.query("UPDATE job_cursors SET since = $1 WHERE job = 'desk-auto-release'", [new Date('2026-03-10T07:00:00Z')]);
      await t.ctx.db.query("DELETE FROM job_runs WHERE job = 'desk-auto-release'");
      t.clock.set(new Date('2026-03-10T08:00:05Z'));
      expect(await new Scheduler(t.ctx.db, t.clock, [autoReleaseJob(t.ctx)]).runDue()).toHaveLength(1);
    } finally {
      await t.ctx.db.query("UPDATE settings SET value = '-1' WHERE building = '1' AND name = 'autoReleaseHour'");
    }
    const answer = await reservation(person, released);
    expect(answer).toMatchObject({ status: 'cancelled', released: true });
    expect(await heard()).toEqual([{ type: 'desk.released', timestamp: expect.any(String), data: answer }]);
  });

  it("the work pattern's booking: each day it books, with source 'pattern'", async () => {
    const heard = await listen(['desk.booked']);
    const { desks, person } = await anOffice();
    const saved = await t.call('POST', '/api/pattern/update', { token: person.token, body: { days: [3], desks } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.payload.booked.length).toBeGreaterThan(0);
    const mine = (await t.call('GET', '/api/reservations/desks', { token: person.token })).body.payload as { source: string }[];
    const booked = mine.filter((r) => r.source === 'pattern').map((data) => ({ type: 'desk.booked', timestamp: expect.any(String), data }));
    expect((await heard()).sort(byId)).toEqual(booked.sort(byId));
  });

  it('a deleted desk: each of its reservations it cancels', async () => {
    const heard = await listen(['desk.cancelled', 'desk.booked']);
    const { group, desks, person } = await anOffice();
    const other = await aPerson(t, { groups: [group] });
    const ids = [
      await aBooking(t, { person, desk: desks[0], day: '2026-03-04', group }),
      await aBooking(t, { person: other, desk: desks[0], day: '2026-03-05', group }),
    ];
    const r = await t.call('POST', '/api/desks/delete', { token: admin.token, body: { deskId: desks[0] } });
    expect(r.body.payload).toEqual({ cancelled: 2 });
    const answers = [await reservation(person, ids[0]), await reservation(other, ids[1])];
    expect((await heard()).sort(byId)).toEqual(
      answers.map((data) => ({ type: 'desk.cancelled', timestamp: expect.any(String), data })).sort(byId),
    );
  });

  it('a deleted account: the account, deactivated, and each desk, room and tower booking of its from now on (decisions §25)', async () => {
    const heard = await listen(['user.deactivated', 'desk.cancelled', 'room.cancelled', 'tower.cancelled']);
    const { group, floor, desks } = await anOffice(2);
    const person = await aPerson(t, { groups: [group], buildings: ['1', '2'], parkingRight: true });
    const tomorrow = await aBooking(t, { person, desk: desks[0], day: '2026-03-03', group });
    const today = await aBooking(t, { person, desk: desks[1], day: '2026-03-02', group }); // not yet confirmed
    const room = await aRoom(t, { floor, groups: [group] });
    const booked = await t.call('POST', '/api/reservations/conference-rooms/update', {
      token: person.token,
      body: { conferenceRoomId: room.id, dateBegin: '2026-03-03T08:00:00Z', dateEnd: '2026-03-03T09:00:00Z' },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const request = await aTowerRequest(t, { person, car: await aCar(t, { person }), day: '2026-03-04' });
    const before = (await t.call('GET', `/api/users/info/${person.uuid}`, { token: admin.token })).body.payload;
    const r = await t.call('POST', '/api/users/delete', { token: admin.token, body: { uuid: person.uuid } });
    expect(r.body.payload.cancelled).toEqual({ desks: 2, rooms: 1, parking: 1 });
    const got = await heard();
    expect(got.map((h) => h.type).sort()).toEqual([
      'desk.cancelled',
      'desk.cancelled',
      'room.cancelled',
      'tower.cancelled',
      'user.deactivated',
    ]);
    const data = (type: string) => got.find((h) => h.type === type)!.data;
    const desksHeard = got.filter((h) => h.type === 'desk.cancelled').map((h) => h.data as { _id: string; status: string });
    expect(desksHeard.map((d) => [d._id, d.status]).sort()).toEqual(
      [
        [today, 'cancelled'],
        [tomorrow, 'cancelled'],
      ].sort(),
    );
    expect(data('room.cancelled')).toEqual({ ...booked.body.payload, status: 'cancelled' });
    expect(data('tower.cancelled')).toMatchObject({ _id: request, type: 5 });
    expect(data('user.deactivated')).toMatchObject({ uuid: person.uuid, username: before.username });
  });

  it('an absence: each desk reservation it lets go of; one within 24 hours is kept and not heard', async () => {
    const heard = await listen(['desk.cancelled']);
    const { group, desks, person } = await anOffice(2);
    const far = await aBooking(t, { person, desk: desks[0], day: '2026-03-05', group });
    await aBooking(t, { person, desk: desks[1], day: '2026-03-03', group });
    t.clock.set(new Date('2026-03-02T10:00:00Z')); // noon: Tuesday's desk (11:00) is within 24 hours
    const r = await t.call('POST', '/api/absences/update', {
      token: person.token,
      body: { from: '2026-03-03', to: '2026-03-05', kind: 'concediu' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.payload.kept.desks).toHaveLength(1);
    const answer = await reservation(person, far);
    expect(answer).toMatchObject({ status: 'cancelled' });
    expect(await heard()).toEqual([{ type: 'desk.cancelled', timestamp: expect.any(String), data: answer }]);
  });

  it("the work pattern's tower days: each request it makes, as the person's own are", async () => {
    const heard = await listen(['tower.requested']);
    const driver = await aPerson(t, { building: '2', parkingRight: true });
    const car = await aCar(t, { person: driver });
    const saved = await t.call('POST', '/api/pattern/update', { token: driver.token, body: { towerDays: [1, 2, 3, 4, 5], carId: car.id } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const mine = (await t.call('POST', '/api/reservations/parking/user', { token: driver.token, body: { uuid: driver.uuid } })).body
      .payload as object[];
    expect(mine.length).toBeGreaterThan(0);
    const requested = mine.map((data) => ({ type: 'tower.requested', timestamp: expect.any(String), data }));
    expect((await heard()).sort(byId)).toEqual(requested.sort(byId));
  });

  it('accounts made by the administrators, one by one or by a list; a list refused tells nothing', async () => {
    const heard = await listen(['user.created']);
    const group = await aGroup(t);
    const acc = (u: string, g = group.id) => ({
      credentials: { username: u },
      userInfo: { email: `${u}@example.com`, name: u, mainGroup: g, groupList: [g] },
    });
    const [a, b] = [unique('imp.a'), unique('imp.b')];
    expect(
      (await t.call('POST', '/api/users/massRegister', { token: admin.token, body: { accounts: [acc(a), acc(b, 'nu-exista')] } })).status,
    ).toBe(400);
    const made = await t.call('POST', '/api/users/massRegister', { token: admin.token, body: { accounts: [acc(a), acc(b)] } });
    expect(made.body.payload.created).toBe(2);
    const one = await t.call('POST', '/api/users/registerTurn', {
      token: admin.token,
      body: { credentials: {}, userInfo: { name: 'Ion Turn', email: `${unique('turn')}@example.com`, phoneNumber: '0722000000' } },
    });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const got = await heard();
    expect(got.every((h) => h.type === 'user.created')).toBe(true);
    const users = got.map((h) => h.data as { uuid: string; username: string });
    expect(users.map((u) => u.uuid).sort()).toEqual([...made.body.payload.uuids, one.body.payload.uuid].sort());
    expect(users.find((u) => u.uuid === one.body.payload.uuid)).toEqual(one.body.payload);
  });
});
