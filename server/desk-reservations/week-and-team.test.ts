import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deskHelpers } from '../test/desks.js';
import { aBooking, aDesk, aFloor, aGroup, aPerson, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The week strip's free desks per day and the 'booked by me for others' list (issue #14, points 5
// and 6), on the real app and database. The clock starts on Monday 2 March 2026, 10:00 Bucharest.
let t: TestApp;
let h: ReturnType<typeof deskHelpers>;
let angajat: string, manager: string, admin: string, ambele: string;
let ana: Person, mihai: Person;
let it_: Group;
let restore: () => Promise<void>;

// IT: four open desks and one blocked for its manager, Mihai Manager; Ana Angajat of IT; a colleague
// who holds a desk on Friday 6 and two on Monday 9 (bookings every test sees); ambele of Financiar; an administrator.
beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  h = deskHelpers(t);
  it_ = await aGroup(t);
  const financiar = await aGroup(t);
  const floor = await aFloor(t);
  const desks: string[] = [];
  for (let i = 0; i < 4; i++) desks.push(await aDesk(t, { floor, groups: [it_] }));
  const blocked = await aDesk(t, { floor, groups: [it_] });
  await aDesk(t, { floor, groups: [financiar] });
  ana = await aPerson(t, { name: 'Ana Angajat', email: 'angajat@example.com', groups: [it_] });
  mihai = await aPerson(t, { role: 'manager', name: 'Mihai Manager', groups: [it_], managerOf: [it_] });
  const [colleague, other] = [await aPerson(t, { groups: [it_] }), await aPerson(t, { groups: [it_] })];
  [angajat, manager] = [ana.token, mihai.token];
  ambele = (await aPerson(t, { groups: [financiar], buildings: ['1', '2'] })).token;
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'] })).token;
  await t.ctx.db.query("UPDATE all_desks SET type = 'Manager', manager = $2 WHERE desk_id = $1", [blocked, mihai.uuid]);
  await aBooking(t, { person: colleague, desk: desks[0], day: '2026-03-06', group: it_ });
  await aBooking(t, { person: colleague, desk: desks[0], day: '2026-03-09', group: it_ });
  await aBooking(t, { person: other, desk: desks[1], day: '2026-03-09', group: it_ });
  restore = await h.calendarRestorePoint();
});
afterAll(() => t.close());
beforeEach(() => restore());

const freeByDay = (token: string | undefined, query: string) => t.call('GET', `/api/desks/freeByDay?${query}`, { token });
const countsOf = async (query: string): Promise<Record<string, number>> =>
  Object.fromEntries(((await freeByDay(angajat, query)).body.payload as { day: string; free: number }[]).map((d) => [d.day, d.free]));

describe('free desks per day', () => {
  it('gives each working day of the range the desks of the group the map shows free', async () => {
    const r = await freeByDay(angajat, `groupId=${it_.id}&from=2026-03-05&to=2026-03-10`);
    expect(r.status).toBe(200);
    const days = r.body.payload as { day: string; free: number }[];
    // Thursday to Tuesday: the weekend is left out.
    expect(days.map((d) => d.day)).toEqual(['2026-03-05', '2026-03-06', '2026-03-09', '2026-03-10']);
    for (const d of days) expect(d.free, d.day).toBe((await h.freeDesks(angajat, it_.id, d.day)).length);
    expect(days.some((d) => d.free > 0)).toBe(true);
    // The four open desks, less the day's bookings; the desk blocked for the manager is never free.
    expect(days.map((d) => d.free)).toEqual([4, 3, 2, 4]);
  });

  it('drops by one on the day booked, and on no other day; a cancellation gives the desk back', async () => {
    const query = `groupId=${it_.id}&from=2026-03-09&to=2026-03-13`;
    const before = await countsOf(query);
    const [desk] = await h.freeDesks(angajat, it_.id, '2026-03-11');
    const booked = await h.book(angajat, { deskId: desk, reservationDate: '2026-03-11' });
    expect(booked.body.err).toBe(0);
    expect(await countsOf(query)).toEqual({ ...before, '2026-03-11': before['2026-03-11'] - 1 });
    expect(
      (await t.call('POST', '/api/reservations/desks/delete', { token: angajat, body: { _id: booked.body.payload._id } })).body.err,
    ).toBe(0);
    expect(await countsOf(query)).toEqual(before);
  });

  it('answers 304 while nothing in the range changed, and the new counts after a booking in it', async () => {
    const url = `/api/desks/freeByDay?groupId=${it_.id}&from=2026-03-16&to=2026-03-20`;
    const get = (etag?: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${angajat}`, ...(etag ? { 'if-none-match': etag } : {}) } });
    const first = await get();
    const etag = String(first.headers.etag);
    expect((await get(etag)).statusCode).toBe(304);
    // A booking outside the range changes nothing here.
    const [other] = await h.freeDesks(manager, it_.id, '2026-03-23');
    expect((await h.book(manager, { deskId: other, reservationDate: '2026-03-23' })).body.err).toBe(0);
    expect((await get(etag)).statusCode).toBe(304);
    const [desk] = await h.freeDesks(angajat, it_.id, '2026-03-18');
    expect((await h.book(angajat, { deskId: desk, reservationDate: '2026-03-18' })).body.err).toBe(0);
    const after = await get(etag);
    expect(after.statusCode).toBe(200);
    const free = (JSON.parse(after.body).payload as { day: string; free: number }[]).find((d) => d.day === '2026-03-18')!.free;
    expect(free).toBe((await h.freeDesks(angajat, it_.id, '2026-03-18')).length);
  });

  it('refuses a malformed range with a 400 in Romanian, and a stranger with a 401', async () => {
    for (const query of [
      `groupId=${it_.id}&from=2026-03-09`,
      `groupId=${it_.id}&from=2026-02-30&to=2026-03-02`,
      `groupId=${it_.id}&from=2026-03-10&to=2026-03-09`,
      `groupId=${it_.id}&from=2026-03-01&to=2026-06-01`,
      'from=2026-03-02&to=2026-03-03',
    ]) {
      const r = await freeByDay(angajat, query);
      expect(r.status, query).toBe(400);
      expect(r.body.message, query).toMatch(/[ăâîșțĂÂÎȘȚ]|valid/);
    }
    expect((await freeByDay(angajat, `groupId=${it_.id}&from=2026-03-10&to=2026-03-09`)).body.message).toContain('Intervalul trebuie');
    expect((await freeByDay(undefined, `groupId=${it_.id}&from=2026-03-09&to=2026-03-10`)).status).toBe(401);
  });

  it('counts nothing for a group without desks', async () => {
    expect(await countsOf('groupId=no-such-group&from=2026-03-09&to=2026-03-10')).toEqual({ '2026-03-09': 0, '2026-03-10': 0 });
  });
});

describe('reservations booked for others', () => {
  it("lists a manager's live bookings for other people from today on, with their e-mail, and nothing else", async () => {
    const [d1, d2] = await h.freeDesks(manager, it_.id, '2026-03-12');
    const forAna = await h.book(manager, { deskId: d1, reservationDate: '2026-03-12', uuid: ana.uuid });
    expect(forAna.body.err).toBe(0);
    // His own booking is not 'for others'.
    expect((await h.book(manager, { deskId: d2, reservationDate: '2026-03-12' })).body.err).toBe(0);
    const [d3] = await h.freeDesks(manager, it_.id, '2026-03-13');
    const cancelled = await h.book(manager, { deskId: d3, reservationDate: '2026-03-13', uuid: ana.uuid });
    await t.call('POST', '/api/reservations/desks/delete', { token: manager, body: { _id: cancelled.body.payload._id } });

    const mine = await t.call('GET', '/api/reservations/desks/forOthers', { token: manager });
    expect(mine.status).toBe(200);
    expect(mine.body.payload).toHaveLength(1);
    expect(mine.body.payload[0]).toMatchObject({
      _id: forAna.body.payload._id,
      uuid: ana.uuid,
      name: 'Ana Angajat',
      email: 'angajat@example.com',
      deskId: d1,
      day: '2026-03-12',
    });
    // The person booked for, and anyone else, see none of them as theirs.
    expect((await t.call('GET', '/api/reservations/desks/forOthers', { token: angajat })).body.payload).toEqual([]);
    expect((await t.call('GET', '/api/reservations/desks/forOthers', { token: admin })).body.payload).toEqual([]);

    // Once its day has passed, it is no longer listed.
    await h.withClock('2026-03-13T08:00:00Z', async () => {
      expect((await t.call('GET', '/api/reservations/desks/forOthers', { token: manager })).body.payload).toEqual([]);
    });
  });
});

describe('lists of desk reservations', () => {
  it("shows a booking for someone else in the occupant's own list, among her upcoming ones for her manager, and among the group's of its day", async () => {
    const [desk] = await h.freeDesks(manager, it_.id, '2026-03-12');
    const booked = await h.book(manager, { deskId: desk, reservationDate: '2026-03-12', uuid: ana.uuid });
    expect(booked.body.err).toBe(0);
    const id = booked.body.payload._id as string;
    const withId = (list: { _id: string }[]) => list.find((r) => r._id === id);

    // Ana's own list has it, with who booked it for her.
    const mine = await t.call('GET', '/api/reservations/desks', { token: angajat });
    expect(mine.status).toBe(200);
    expect(withId(mine.body.payload)).toMatchObject({
      deskId: desk,
      day: '2026-03-12',
      status: 'booked',
      uuid: ana.uuid,
      name: 'Ana Angajat',
      creatorUuid: mihai.uuid,
      creatorName: 'Mihai Manager',
    });

    // Her manager sees it among her upcoming reservations; a colleague of another group may not look.
    const upcoming = await t.call('POST', '/api/reservations/desks/user/upcoming', { token: manager, body: { uuid: ana.uuid } });
    expect(upcoming.status).toBe(200);
    expect(withId(upcoming.body.payload)).toMatchObject({ deskId: desk, day: '2026-03-12' });
    expect((await t.call('POST', '/api/reservations/desks/user/upcoming', { token: ambele, body: { uuid: ana.uuid } })).status).toBe(403);

    // The group's reservations of that day include it; those of the next day do not.
    const ofDay = (date: string) => t.call('POST', '/api/reservations/desks/group', { token: angajat, body: { groupId: it_.id, date } });
    const day = await ofDay('2026-03-12');
    expect(day.status).toBe(200);
    expect(withId(day.body.payload)).toMatchObject({ deskId: desk, groupId: it_.id });
    expect(withId((await ofDay('2026-03-13')).body.payload)).toBeUndefined();
  });
});
