import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { TYPE } from '../../domain/tower/engine.js';
import {
  aBooking,
  aCar,
  aDesk,
  aFloor,
  aGroup,
  aPerson,
  aRoom,
  aRoomBooking,
  aTowerRequest,
  type Floor,
  type Group,
  type Person,
} from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { aWebhook, aWebhookReceiver } from '../test/webhook-receiver.js';

// An account's deactivation and reactivation (#46 point 2, decisions §25): everything that stands
// for the person ends at once, their reservations from now on are cancelled and the rest kept,
// sign-in says why it refuses, and the console lists the account apart until it is reactivated.
const MONDAY_EVENING = '2026-03-02T16:30:00Z'; // 18:30 in Bucharest: Tuesday's parking list went at 18:00
let t: TestApp;
let admin: Person;
let group: Group;
let floor: Floor;

beforeAll(async () => {
  t = await createTestApp({ start: MONDAY_EVENING, config: { webhooksAllowPrivate: true }, webhooks: { pollMs: 60_000 } });
  group = await aGroup(t);
  floor = await aFloor(t);
  admin = await aPerson(t, { role: 'admin', adminOf: ['1', '2'] });
});
afterAll(() => t.close());

const setActive = (token: string, uuid: string, active: boolean) =>
  t.call('POST', '/api/users/deactivate', { token, body: { uuid, active } });
const deskStatus = async (id: string) =>
  (await t.ctx.db.query('SELECT status, parking_spot FROM desk_reservations WHERE id = $1', [id])).rows[0];
const roomStatus = async (id: string) =>
  (await t.ctx.db.query<{ status: string }>('SELECT status FROM room_reservations WHERE id = $1', [id])).rows[0].status;
const requestType = async (id: string) =>
  (await t.ctx.db.query<{ type: number }>('SELECT type FROM parking_reservations WHERE id = $1', [id])).rows[0].type;
const loginAs = (p: Person, password = p.password) => t.call('POST', '/api/users/login', { body: { username: p.username, password } });
const usernames = async (qs: string) =>
  ((await t.call('GET', `/api/users?${qs}`, { token: admin.token })).body.payload as { username: string }[]).map((u) => u.username);

describe('POST /api/users/deactivate', () => {
  it('revokes at once what stands for the person and cancels what has not started, keeping what has', async () => {
    const dana = await aPerson(t, { groups: [group], buildings: ['1', '2'], parkingRight: true });
    const [d1, d2, d3] = [
      await aDesk(t, { floor, groups: [group] }),
      await aDesk(t, { floor, groups: [group] }),
      await aDesk(t, { floor, groups: [group] }),
    ];
    const [r1, r2] = [await aRoom(t, { floor, groups: [group] }), await aRoom(t, { floor, groups: [group] })];
    const car = await aCar(t, { person: dana });
    const today = await aBooking(t, { person: dana, desk: d1, day: '2026-03-02', status: 'busy' }); // present today
    const tuesday = await aBooking(t, { person: dana, desk: d2, day: '2026-03-03', parking: true, group });
    const wednesday = await aBooking(t, { person: dana, desk: d3, day: '2026-03-04' });
    const underWay = await aRoomBooking(t, { person: dana, room: r1.id, begin: '2026-03-02T16:00:00Z', end: '2026-03-02T17:00:00Z' });
    const startedEarly = await aRoomBooking(t, {
      person: dana,
      room: r2.id,
      begin: '2026-03-02T16:35:00Z',
      end: '2026-03-02T17:00:00Z',
      status: 'busy',
    });
    const later = await aRoomBooking(t, { person: dana, room: r1.id, begin: '2026-03-02T17:00:00Z', end: '2026-03-02T17:30:00Z' });
    const listSent = await aTowerRequest(t, { person: dana, car, day: '2026-03-03', type: TYPE.first });
    const waiting = await aTowerRequest(t, { person: dana, car, day: '2026-03-04' });
    const apiToken = (
      await t.call('POST', '/api/tokens/create', { token: dana.token, body: { name: 'script', scopes: ['read'], days: 30 } })
    ).body.payload.token as string;
    const feed = (await t.call('POST', '/api/calendar/feed', { token: dana.token })).body.payload.url as string;
    const receiver = await aWebhookReceiver(t);
    const hook = await aWebhook(t, admin, receiver.url, ['user.deactivated', 'desk.cancelled', 'room.cancelled', 'tower.cancelled']);

    const r = await setActive(admin.token, dana.uuid, false);
    expect(r.body).toEqual({
      err: 0,
      message: MSG.userDeactivated,
      payload: { uuid: dana.uuid, active: false, cancelled: { desks: 2, rooms: 1, parking: 1 } },
    });

    expect(await deskStatus(today)).toEqual({ status: 'busy', parking_spot: false });
    expect(await deskStatus(tuesday)).toEqual({ status: 'cancelled', parking_spot: false }); // the spot goes back to the group
    expect((await deskStatus(wednesday)).status).toBe('cancelled');
    expect([await roomStatus(underWay), await roomStatus(startedEarly), await roomStatus(later)]).toEqual(['booked', 'busy', 'cancelled']);
    expect([await requestType(listSent), await requestType(waiting)]).toEqual([TYPE.first, TYPE.cancelled]);
    // The session, the API token and the calendar's address answer as if they never were.
    expect((await t.call('GET', '/api/reservations/desks', { token: dana.token })).status).toBe(401);
    expect((await t.call('GET', '/api/reservations/desks', { token: apiToken })).status).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: new URL(feed).pathname })).statusCode).toBe(404);

    const entry = (await t.call('GET', '/api/audit?kind=users.deactivate&limit=50', { token: admin.token })).body.payload.rows.find(
      (e: { target: string }) => e.target === dana.uuid,
    );
    expect(entry).toMatchObject({
      actorUuid: admin.uuid,
      details: { username: dana.username, cancelled: { desks: 2, rooms: 1, parking: 1 } },
    });
    const heard = (await receiver.heard(hook.secret)).map((h) => h.type).sort();
    expect(heard).toEqual(['desk.cancelled', 'desk.cancelled', 'room.cancelled', 'tower.cancelled', 'user.deactivated']);
    await receiver.close();
  });

  it('tells a deactivated person why sign-in is refused only when the password is right, and lets them in again once reactivated', async () => {
    const ion = await aPerson(t, { groups: [group] });
    const desk = await aDesk(t, { floor, groups: [group] });
    const booking = await aBooking(t, { person: ion, desk, day: '2026-03-05' });
    expect((await setActive(admin.token, ion.uuid, false)).status).toBe(200);

    expect((await loginAs(ion)).body).toMatchObject({ err: 403, message: MSG.accountDeactivated, reason: 'app.accountDeactivated' });
    expect((await loginAs(ion, 'alta-parola')).body).toMatchObject({ err: 401, reason: 'app.loginFailed' });
    expect(await usernames(`q=${ion.username}`)).toEqual([]);
    expect(await usernames(`q=${ion.username}&deactivated=1`)).toEqual([ion.username]);
    // Asked again, it is answered as it is and written once in the audit log.
    expect((await setActive(admin.token, ion.uuid, false)).body.payload).toEqual({
      uuid: ion.uuid,
      active: false,
      cancelled: { desks: 0, rooms: 0, parking: 0 },
    });

    const back = await setActive(admin.token, ion.uuid, true);
    expect(back.body).toEqual({
      err: 0,
      message: MSG.userReactivated,
      payload: { uuid: ion.uuid, active: true, cancelled: { desks: 0, rooms: 0, parking: 0 } },
    });
    expect((await loginAs(ion)).body.err).toBe(0);
    expect((await deskStatus(booking)).status).toBe('cancelled'); // what was cancelled stays cancelled
    expect(await usernames(`q=${ion.username}`)).toEqual([ion.username]);
    expect(await usernames(`q=${ion.username}&deactivated=1`)).toEqual([]);
    const kinds = async (kind: string) =>
      (await t.call('GET', `/api/audit?kind=${kind}&limit=50`, { token: admin.token })).body.payload.rows.filter(
        (e: { target: string }) => e.target === ion.uuid,
      ).length;
    expect([await kinds('users.deactivate'), await kinds('users.reactivate')]).toEqual([1, 1]);
  });

  it('lists the deactivated accounts the latest first', async () => {
    const first = await aPerson(t, { name: 'Aurel Primul' });
    const second = await aPerson(t, { name: 'Bogdan Al Doilea' });
    await setActive(admin.token, first.uuid, false);
    t.clock.set(new Date('2026-03-02T16:40:00Z'));
    await setActive(admin.token, second.uuid, false);
    const listed = await usernames('deactivated=1');
    expect(listed.indexOf(second.username)).toBeLessThan(listed.indexOf(first.username));
  });

  it('refuses oneself, an account beyond the caller, an unknown one and malformed bodies, changing nothing', async () => {
    const adminOfOne = await aPerson(t, { role: 'user', adminOf: ['1'] });
    const toma = await aPerson(t, { building: '2' });
    expect((await setActive(admin.token, admin.uuid, false)).body).toMatchObject({
      err: 400,
      message: MSG.cannotDeactivateSelf,
      reason: 'app.cannotDeactivateSelf',
    });
    expect((await setActive(adminOfOne.token, toma.uuid, false)).body).toMatchObject({ err: 403, reason: 'app.userOtherBuilding' });
    expect((await setActive(admin.token, '00000000-0000-4000-8000-000000000000', false)).status).toBe(404);
    for (const body of [
      {},
      { uuid: toma.uuid },
      { uuid: toma.uuid, active: 'false' },
      { uuid: 'x', active: false },
      { uuid: toma.uuid, active: null },
    ])
      expect((await t.call('POST', '/api/users/deactivate', { token: admin.token, body })).status, JSON.stringify(body)).toBe(400);
    const plain = await aPerson(t);
    expect((await setActive(plain.token, toma.uuid, false)).status).toBe(403);
    expect((await loginAs(toma)).body.err).toBe(0);
  });
});

describe('a deactivation at the moment the person books', () => {
  it('leaves no live reservation from now on, whichever commits first', async () => {
    const desks = [await aDesk(t, { floor, groups: [group] }), await aDesk(t, { floor, groups: [group] })];
    const room = await aRoom(t, { floor, groups: [group] });
    for (let round = 0; round < 4; round++) {
      const p = await aPerson(t, { groups: [group], buildings: ['1', '2'], parkingRight: true });
      const car = await aCar(t, { person: p });
      const hour = 10 + round;
      await Promise.all([
        t.call('POST', '/api/reservations/desks/update', {
          token: p.token,
          body: { deskId: desks[round % 2], reservationDate: '2026-03-09' },
        }),
        t.call('POST', '/api/reservations/conference-rooms/update', {
          token: p.token,
          body: { conferenceRoomId: room.id, dateBegin: `2026-03-10T${hour}:00:00Z`, dateEnd: `2026-03-10T${hour}:30:00Z` },
        }),
        t.call('POST', '/api/reservations/parking/add', { token: p.token, body: { reservation_dates: ['2026-03-11'], car_id: car.id } }),
        setActive(admin.token, p.uuid, false),
      ]);
      const live = await t.ctx.db.query(
        `SELECT 'desk' FROM desk_reservations WHERE uuid = $1 AND status <> 'cancelled'
         UNION ALL SELECT 'room' FROM room_reservations WHERE uuid = $1 AND status <> 'cancelled'
         UNION ALL SELECT 'tower' FROM parking_reservations WHERE user_id = $1 AND type <> 5`,
        [p.uuid],
      );
      expect(live.rows, `round ${round}`).toEqual([]);
    }
  });
});
