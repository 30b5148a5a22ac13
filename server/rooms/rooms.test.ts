import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_MSG } from '../../domain/rooms/rules.js';
import { aDesk, aFloor, aGroup, aPerson, aRoom, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Room rules of flex-office §5, refused by the server whatever a client sends.
// Every test starts on Monday 2 March 2026 at 10:00 Bucharest (08:00 UTC, winter time) with the
// default settings: a test that moves the clock or changes a setting has it put back, even when it fails.
const START = '2026-03-02T08:00:00Z';
let t: TestApp;
let angajat: string, ambele: string, manager: string, admin: string;
let angajatP: Person;
let itDept: Group;
// The rooms of the office, all of them (the status card counts them): four of angajat's group, the
// first with a TV and a telephone; one of another group, and the amphitheatre.
let carpati: string, room3: string, room4: string, todayRoom: string, otherRoom: string, amphitheatre: string;
const DESKS = 4;
const book = (token: string, room: string, begin: string, end: string) =>
  t.call('POST', '/api/reservations/conference-rooms/update', { token, body: { conferenceRoomId: room, dateBegin: begin, dateEnd: end } });

beforeAll(async () => {
  t = await createTestApp({ start: START });
  itDept = await aGroup(t);
  const other = await aGroup(t);
  const floor = await aFloor(t);
  angajatP = await aPerson(t, { name: 'Ana Angajat', groups: [itDept] });
  angajat = angajatP.token;
  ambele = (await aPerson(t, { buildings: ['1', '2'], groups: [itDept] })).token;
  manager = (await aPerson(t, { role: 'manager', groups: [itDept], managerOf: [itDept] })).token;
  admin = (await aPerson(t, { role: 'admin' })).token;
  todayRoom = (await aRoom(t, { floor, groups: [itDept] })).id;
  carpati = (await aRoom(t, { floor, groups: [itDept], name: 'Sala Carpați', tv: true })).id;
  await t.ctx.db.query(`UPDATE all_rooms SET has_phone = true, phone_no = '021 300 4102' WHERE id = $1`, [carpati]);
  room3 = (await aRoom(t, { floor, groups: [itDept] })).id;
  room4 = (await aRoom(t, { floor, groups: [itDept] })).id;
  amphitheatre = (await aRoom(t, { floor, groups: [other], name: 'AMFITEATRU', capacity: 80 })).id;
  otherRoom = (await aRoom(t, { floor, groups: [other] })).id;
  for (let i = 0; i < DESKS; i++) await aDesk(t, { floor, groups: [itDept] });
});
afterEach(() => t.clock.set(new Date(START)));
afterAll(() => t.close());

/** Runs `fn` with some office settings changed, and puts their values back afterwards, whatever happens. */
async function withOfficeSettings(values: Record<string, number>, fn: () => Promise<void>) {
  const setting = (name: string, value: unknown) =>
    t.call('POST', '/api/config/update', { token: admin, body: { name, value, building: '1' } });
  const params = (await t.call('GET', '/api/config', { token: admin })).body.payload as {
    name: string;
    value: unknown;
    building: string;
  }[];
  const before = Object.keys(values).map((name) => [name, params.find((p) => p.building === '1' && p.name === name)?.value] as const);
  try {
    for (const [name, value] of Object.entries(values)) expect((await setting(name, value)).body.err).toBe(0);
    await fn();
  } finally {
    for (const [name, value] of before) await setting(name, value);
  }
}

describe('room bookings', () => {
  it('books a half hour, lists it on the room and in upcoming, and refuses an overlap', async () => {
    const r = await book(angajat, carpati, '2026-03-03T16:00:00Z', '2026-03-03T16:30:00Z'); // 18:00–18:30
    expect(r.body.payload).toMatchObject({
      conferenceRoomId: carpati,
      status: 'booked',
      roomName: 'Sala Carpați',
      dateBegin: '2026-03-03T16:00:00.000Z',
    });
    const rooms = (await t.call('GET', `/api/conference-rooms/${itDept.id}?date=2026-03-03`, { token: angajat })).body.payload;
    const room = rooms.find((x: { id: string }) => x.id === carpati);
    expect(room.details).toMatchObject({ name: 'Sala Carpați', hasTV: true, hasPhone: true, phoneNo: '021 300 4102' });
    expect(room.reservations).toContainEqual(
      expect.objectContaining({ dateBegin: '2026-03-03T16:00:00.000Z', dateEnd: '2026-03-03T16:30:00.000Z', name: angajatP.name }),
    );
    const me = (await t.call('GET', '/api/users/verify/', { token: angajat })).body.payload.uuid;
    const upcoming = (await t.call('POST', '/api/reservations/conference-rooms/user/upcoming', { token: angajat, body: { uuid: me } })).body
      .payload;
    expect(upcoming.map((x: { _id: string }) => x._id)).toContain(r.body.payload._id);

    const clash = await book(manager, carpati, '2026-03-03T15:30:00Z', '2026-03-03T16:30:00Z');
    expect(clash.body).toEqual({ err: 409, payload: null, message: ROOM_MSG.overlap, reason: 'room.overlap' });
    // Touching the previous one's end is fine: the intervals are half-open.
    expect((await book(manager, carpati, '2026-03-03T16:30:00Z', '2026-03-03T17:00:00Z')).body.err).toBe(0);
  });

  it('refuses weekends', async () => {
    expect((await book(angajat, carpati, '2026-03-07T16:00:00Z', '2026-03-07T16:30:00Z')).body).toMatchObject({
      err: 400,
      message: ROOM_MSG.weekend,
      reason: 'room.weekend',
    });
  });

  it('accepts only 08:00 to 20:30 on the half hour', async () => {
    for (const [b, e] of [
      ['2026-03-04T05:30:00Z', '2026-03-04T06:30:00Z'], // 07:30
      ['2026-03-04T16:15:00Z', '2026-03-04T16:45:00Z'], // 18:15
      ['2026-03-04T18:00:00Z', '2026-03-04T19:00:00Z'], // 20:00–21:00
    ]) {
      expect((await book(angajat, room3, b, e)).body).toMatchObject({ err: 400, message: ROOM_MSG.badTime, reason: 'room.badTime' });
    }
    expect((await book(angajat, room3, '2026-03-04T18:00:00Z', '2026-03-04T18:30:00Z')).body.err).toBe(0); // 20:00–20:30
  });

  it('needs the end at least half an hour after the start, and at most 12.5 hours', async () => {
    expect((await book(angajat, room3, '2026-03-05T16:00:00Z', '2026-03-05T16:00:00Z')).body).toMatchObject({
      err: 400,
      message: ROOM_MSG.endBeforeStart,
      reason: 'room.endBeforeStart',
    });
    expect((await book(angajat, room3, '2026-03-05T16:00:00Z', '2026-03-05T15:00:00Z')).body).toMatchObject({
      err: 400,
      message: ROOM_MSG.endBeforeStart,
      reason: 'room.endBeforeStart',
    });
    expect((await book(angajat, room3, '2026-03-05T06:00:00Z', '2026-03-06T06:00:00Z')).body).toMatchObject({
      err: 400,
      message: ROOM_MSG.tooLong,
      reason: 'room.tooLong',
    });
  });

  it('refuses the past and days beyond maxDaysRoom', async () => {
    expect((await book(angajat, room3, '2026-03-02T06:00:00Z', '2026-03-02T06:30:00Z')).body).toMatchObject({
      err: 400,
      message: ROOM_MSG.inPast,
      reason: 'room.inPast',
    });
    expect((await book(angajat, room3, '2026-04-02T06:00:00Z', '2026-04-02T06:30:00Z')).body).toMatchObject({
      err: 400,
      message: ROOM_MSG.tooFar(30),
      reason: 'room.tooFar',
    });
  });

  it('limits active room reservations for users but not for managers and admins', () =>
    withOfficeSettings({ maxActiveRoom: 2 }, async () => {
      expect((await book(ambele, room4, '2026-03-09T16:00:00Z', '2026-03-09T16:30:00Z')).body.err).toBe(0);
      expect((await book(ambele, room4, '2026-03-09T16:30:00Z', '2026-03-09T17:00:00Z')).body.err).toBe(0);
      expect((await book(ambele, room4, '2026-03-09T17:00:00Z', '2026-03-09T17:30:00Z')).body).toMatchObject({
        err: 400,
        message: ROOM_MSG.maxActive(2),
      });
      for (const token of [manager, admin]) {
        for (let i = 0; i < 3; i++) {
          const begin = new Date(Date.UTC(2026, 2, 10 + (token === admin ? 1 : 0), 16, 30 * i));
          expect((await book(token, room4, begin.toISOString(), new Date(begin.getTime() + 1_800_000).toISOString())).body.err).toBe(0);
        }
      }
    }));

  it('refuses rooms of other groups', async () => {
    expect((await book(ambele, otherRoom, '2026-03-09T16:00:00Z', '2026-03-09T16:30:00Z')).body).toMatchObject({
      err: 403,
      message: ROOM_MSG.otherGroup,
    });
  });

  it('lets the booker cancel even an hour before, and frees the slot', async () => {
    const r = await book(angajat, todayRoom, '2026-03-02T10:00:00Z', '2026-03-02T10:30:00Z'); // 12:00 today
    expect(r.body.err).toBe(0);
    expect(
      (await t.call('POST', '/api/reservations/conference-rooms/delete', { token: manager, body: { _id: r.body.payload._id } })).status,
    ).toBe(403);
    const c = await t.call('POST', '/api/reservations/conference-rooms/delete', { token: angajat, body: { _id: r.body.payload._id } });
    expect(c.body.payload.status).toBe('cancelled');
    expect((await book(manager, todayRoom, '2026-03-02T10:00:00Z', '2026-03-02T10:30:00Z')).body.err).toBe(0);
  });

  it('counts rooms with and without a reservation today on the status card', async () => {
    // Its own booking of today's room, at 13:00 (by the manager, whom no room limit counts): the room counts once whatever else it holds today.
    expect((await book(manager, todayRoom, '2026-03-02T11:00:00Z', '2026-03-02T11:30:00Z')).body.err).toBe(0);
    const s = (await t.call('GET', '/api/reservations/status', { token: angajat })).body.payload;
    expect(s.reservedConfRooms).toBe(1); // today's room (no other test books a room for today)
    expect(s.emptyConfRooms).toBe(5);
    expect(s.reservedOffices + s.emptyOffices).toBe(DESKS);
  });

  it("lists a booking among the day's reservations and the booker's own, and reads it by id for its booker only", async () => {
    const r = await book(angajat, carpati, '2026-03-06T10:00:00Z', '2026-03-06T10:30:00Z'); // 12:00–12:30 on Friday
    expect(r.body.err).toBe(0);
    const id = r.body.payload._id;
    const ofDay = (await t.call('POST', '/api/reservations/conference-rooms/all', { token: manager, body: { date: '2026-03-06' } })).body
      .payload;
    expect(ofDay).toContainEqual(expect.objectContaining({ _id: id, conferenceRoomId: carpati, name: angajatP.name, status: 'booked' }));
    const mine = (await t.call('GET', '/api/reservations/conference-rooms', { token: angajat })).body.payload;
    expect(mine.map((x: { _id: string }) => x._id)).toContain(id);
    const one = await t.call('GET', `/api/reservations/conference-rooms/${id}`, { token: angajat });
    expect(one.body.payload).toMatchObject({ _id: id, dateBegin: '2026-03-06T10:00:00.000Z', dateEnd: '2026-03-06T10:30:00.000Z' });
    expect((await t.call('GET', `/api/reservations/conference-rooms/${id}`, { token: manager })).status).toBe(403);
    expect(
      (await t.call('GET', '/api/reservations/conference-rooms/00000000-0000-4000-8000-000000000000', { token: angajat })).status,
    ).toBe(404);
    // Cancelled again: the later tests' bookings of this user stay within maxActiveRoom.
    expect(
      (await t.call('POST', '/api/reservations/conference-rooms/delete', { token: angajat, body: { _id: id } })).body.payload.status,
    ).toBe('cancelled');
  });

  it('answers a room by id, and 404 for an unknown one', async () => {
    expect((await t.call('GET', `/api/conference-rooms/info/${amphitheatre}`, { token: angajat })).body.payload.details.name).toBe(
      'AMFITEATRU',
    );
    expect((await t.call('GET', '/api/conference-rooms/info/E9-09', { token: angajat })).status).toBe(404); // no factory makes floor 9
  });
});

describe('daylight saving time', () => {
  it('takes 08:00 Bucharest on the Monday after the March change, and refuses 07:30', async () => {
    t.clock.set(new Date('2026-03-27T08:00:00Z'));
    expect((await book(angajat, room3, '2026-03-30T05:00:00Z', '2026-03-30T05:30:00Z')).body.err).toBe(0);
    expect((await book(angajat, room3, '2026-03-30T04:30:00Z', '2026-03-30T05:00:00Z')).body).toMatchObject({
      err: 400,
      message: ROOM_MSG.badTime,
      reason: 'room.badTime',
    });
  });
});

describe('concurrency', () => {
  // Several bursts: inserting overlapping rows at once used to deadlock inside the exclusion
  // constraint now and then, and PostgreSQL broke such deadlocks one per second (CI timed out).
  it('50 overlapping requests for one room give exactly one booking, burst after burst', async () => {
    // Forty people of the room's group.
    const tokens: string[] = [];
    for (let i = 0; i < 40; i++) tokens.push((await aPerson(t, { groups: [itDept] })).token);
    const all = [...tokens, manager, admin, ...tokens.slice(0, 8)];
    for (const day of ['2026-03-12', '2026-03-13', '2026-03-16', '2026-03-17', '2026-03-18']) {
      await t.ctx.db.query('DELETE FROM room_reservations WHERE room_id = $1 AND date_begin::date = $2', [room3, day]);
      const results = await Promise.all(
        all.map((token, i) => book(token, room3, `${day}T${String(6 + (i % 3)).padStart(2, '0')}:00:00Z`, `${day}T09:30:00Z`)),
      );
      expect(
        results.filter((r) => r.status === 200),
        day,
      ).toHaveLength(1);
      expect(
        results.filter((r) => r.status === 409 && r.body.message === ROOM_MSG.overlap),
        day,
      ).toHaveLength(49);
      // The winner's booking goes, so that maxActiveRoom does not refuse them in the next burst.
      await t.ctx.db.query('DELETE FROM room_reservations WHERE room_id = $1 AND date_begin::date = $2', [room3, day]);
    }
  });

  it('20 reservations moved at once onto one interval: one move wins, the others are refused', async () => {
    const day = '2026-03-19';
    await t.ctx.db.query('DELETE FROM room_reservations WHERE room_id = $1 AND date_begin::date = $2', [room3, day]);
    const ids: string[] = [];
    for (let h = 0; h < 20; h += 1) {
      const begin = new Date(Date.parse(`${day}T06:00:00Z`) + h * 30 * 60_000);
      const r = await book(admin, room3, begin.toISOString(), new Date(begin.getTime() + 30 * 60_000).toISOString());
      expect(r.body.err).toBe(0);
      ids.push(r.body.payload._id);
    }
    const moved = await Promise.all(
      ids.map((_id) =>
        t.call('POST', '/api/reservations/conference-rooms/update', {
          token: admin,
          body: { _id, dateBegin: `${day}T17:00:00Z`, dateEnd: `${day}T17:30:00Z` },
        }),
      ),
    );
    // 19:00–19:30 in Bucharest, free until then: the first move takes it, the 19 others overlap it.
    expect(moved.filter((r) => r.status === 200)).toHaveLength(1);
    expect(moved.filter((r) => r.status === 409 && r.body.message === ROOM_MSG.overlap)).toHaveLength(19);
  });
});
