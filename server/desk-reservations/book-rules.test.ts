import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DESK_MSG } from '../../domain/desks/rules.js';
import { deskHelpers } from '../test/desks.js';
import { aBooking, aDesk, aFloor, aGroup, aPerson, type Floor, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Every desk rule of flex-office §5, refused by the server whatever the client sends.
// The clock starts on Monday 2 March 2026, 10:00 in Bucharest. Each test makes the bookings
// it needs, and they are deleted after it; settings and clock it changes are put back; a test
// that needs a group or person of its own makes it.
let t: TestApp;
let h: ReturnType<typeof deskHelpers>;
let angajat: string, manager: string, admin: string, ambele: string;
let ana: Person, mihai: Person, ambeleP: Person;
let floor: Floor;
let it_: Group, financiar: Group;
let blockedDesk: string, allocatedDesk: string;
const TUE = '2026-03-03';
const WED = '2026-03-04';

/** Holds the desk for the person: 'Manager' blocks it, 'Reserved' allocates it (flex-office §3). */
const holdDesk = (deskId: string, type: 'Manager' | 'Reserved', holder: Person) =>
  t.ctx.db.query('UPDATE all_desks SET type = $2, manager = $3 WHERE desk_id = $1', [deskId, type, holder.uuid]);

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  h = deskHelpers(t);
  [it_, financiar] = [await aGroup(t, { parkingSpots: 3 }), await aGroup(t)];
  floor = await aFloor(t);
  for (let i = 0; i < 5; i++) await aDesk(t, { floor, groups: [it_] });
  for (let i = 0; i < 4; i++) await aDesk(t, { floor, groups: [financiar] });
  [blockedDesk, allocatedDesk] = [await aDesk(t, { floor, groups: [it_] }), await aDesk(t, { floor, groups: [it_] })];
  ana = await aPerson(t, { name: 'Ana Angajat', groups: [it_] });
  mihai = await aPerson(t, { role: 'manager', name: 'Mihai Manager', groups: [it_], managerOf: [it_] });
  ambeleP = await aPerson(t, { groups: [financiar], buildings: ['1', '2'] });
  [angajat, manager, ambele] = [ana.token, mihai.token, ambeleP.token];
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'], groups: [financiar] })).token;
  await holdDesk(blockedDesk, 'Manager', mihai);
  await holdDesk(allocatedDesk, 'Reserved', mihai);
});
afterAll(() => t.close());
let restoreCalendar: () => Promise<void>;
beforeEach(async () => {
  restoreCalendar = await h.calendarRestorePoint();
});
afterEach(() => restoreCalendar());

describe('desk booking rules', () => {
  it('books a free desk of the user group and shows it on the map as booked by them', async () => {
    const [desk] = await h.freeDesks(angajat, it_.id, TUE);
    const r = await h.book(angajat, { deskId: desk, reservationDate: TUE });
    expect(r.status).toBe(200);
    expect(r.body.payload).toMatchObject({
      deskId: desk,
      day: TUE,
      status: 'booked',
      parkingSpot: false,
      reservationDate: '2026-03-03T09:00:00.000Z',
    });
    const map = (await t.call('GET', `/api/desks/group/${it_.id}?date=${TUE}`, { token: angajat })).body.payload;
    expect(map.find((d: { deskId: string }) => d.deskId === desk)).toMatchObject({ status: 'booked', uuid: ana.uuid });
  });

  it('refuses weekends', async () => {
    const [desk] = await h.freeDesks(ambele, financiar.id, '2026-03-09');
    const r = await h.book(ambele, { deskId: desk, reservationDate: '2026-03-07' });
    expect(r.body).toMatchObject({ err: 400, message: DESK_MSG.weekend });
  });

  it('refuses today and days beyond the window', async () => {
    const [desk] = await h.freeDesks(ambele, financiar.id, '2026-03-09');
    expect((await h.book(ambele, { deskId: desk, reservationDate: '2026-03-02' })).body).toMatchObject({
      err: 400,
      message: DESK_MSG.outsideWindow('2026-04-01'),
    });
    expect((await h.book(ambele, { deskId: desk, reservationDate: '2026-04-02' })).body.err).toBe(400);
    await h.withSettings({ maxDaysDesk: 5 }, async () => {
      expect((await h.book(ambele, { deskId: desk, reservationDate: '2026-03-09' })).body).toMatchObject({
        err: 400,
        message: DESK_MSG.outsideWindow('2026-03-07'),
      });
    });
  });

  it('allows one desk per person per day', async () => {
    const [mine, other] = await h.freeDesks(angajat, it_.id, TUE);
    expect((await h.book(angajat, { deskId: mine, reservationDate: TUE })).body.err).toBe(0);
    const r = await h.book(angajat, { deskId: other, reservationDate: TUE });
    expect(r.body).toMatchObject({ err: 409, message: DESK_MSG.selfHasBooking(TUE) });
  });

  it('allows one live reservation per desk per day', async () => {
    const [taken] = await h.freeDesks(angajat, it_.id, TUE);
    expect((await h.book(angajat, { deskId: taken, reservationDate: TUE })).body.err).toBe(0);
    const r = await h.book(manager, { deskId: taken, reservationDate: TUE });
    expect(r.body).toMatchObject({ err: 409, message: DESK_MSG.taken });
  });

  it('refuses a desk of another group', async () => {
    const [desk] = await h.freeDesks(admin, financiar.id, WED);
    expect((await h.book(angajat, { deskId: desk, reservationDate: WED })).body).toMatchObject({ err: 403, message: DESK_MSG.otherGroup });
  });

  it('refuses blocked and allocated desks to anyone but their holder', async () => {
    expect((await h.book(angajat, { deskId: blockedDesk, reservationDate: WED })).body).toMatchObject({
      err: 403,
      message: DESK_MSG.blocked('Mihai Manager'),
    });
    expect((await h.book(angajat, { deskId: allocatedDesk, reservationDate: WED })).body).toMatchObject({
      err: 403,
      message: DESK_MSG.allocated('Mihai Manager'),
    });
    expect((await h.book(manager, { deskId: allocatedDesk, reservationDate: WED })).body.err).toBe(0);
  });

  it('limits active reservations to maxActiveDesk', async () => {
    await h.withSettings({ maxActiveDesk: 2 }, async () => {
      const [d1, d2, d3] = await h.freeDesks(ambele, financiar.id, '2026-03-10');
      expect((await h.book(ambele, { deskId: d1, reservationDate: '2026-03-09' })).body.err).toBe(0);
      expect((await h.book(ambele, { deskId: d2, reservationDate: '2026-03-10' })).body.err).toBe(0);
      expect((await h.book(ambele, { deskId: d3, reservationDate: '2026-03-11' })).body).toMatchObject({
        err: 400,
        message: DESK_MSG.maxActive(2),
      });
    });
  });

  it('lets managers book only for people of the groups they manage', async () => {
    const [desk] = await h.freeDesks(admin, financiar.id, '2026-03-12');
    const r = await h.book(manager, { deskId: desk, reservationDate: '2026-03-12', uuid: ambeleP.uuid });
    expect(r.body).toMatchObject({ err: 403, message: DESK_MSG.notYourGroup });
    expect((await h.book(angajat, { deskId: desk, reservationDate: '2026-03-12', uuid: ambeleP.uuid })).status).toBe(403);
  });

  it('lets a manager who holds a desk that day book only for employees', async () => {
    const day = '2026-03-05';
    const [mine, forEmployee, forAdmin] = await h.freeDesks(manager, it_.id, day);
    expect((await h.book(manager, { deskId: mine, reservationDate: day })).body.err).toBe(0);
    const emp = await h.book(manager, { deskId: forEmployee, reservationDate: day, uuid: ana.uuid });
    expect(emp.body.payload).toMatchObject({
      uuid: ana.uuid,
      creatorUuid: mihai.uuid,
      creatorName: 'Mihai Manager',
    });
    // An administrator in IT, a group the manager manages: still not an employee, so refused.
    const itAdmin = await aPerson(t, { role: 'admin', groups: [it_] });
    const r = await h.book(manager, { deskId: forAdmin, reservationDate: day, uuid: itAdmin.uuid });
    expect(r.body).toMatchObject({ err: 400, message: DESK_MSG.onlyForEmployees });
    const r2 = await h.book(admin, { deskId: forAdmin, reservationDate: day, uuid: mihai.uuid });
    expect(r2.body).toMatchObject({ err: 409, message: DESK_MSG.otherHasBooking(day) });
  });

  it('needs a parking right for a parking spot', async () => {
    const [desk] = await h.freeDesks(ambele, financiar.id, '2026-03-13');
    expect((await h.book(ambele, { deskId: desk, reservationDate: '2026-03-13', parkingSpot: true })).body).toMatchObject({
      err: 400,
      message: DESK_MSG.noParkingRight,
    });
  });

  it('never gives more parking spots than the group has', async () => {
    // A group of its own without spots, and a member with a parking right.
    const noSpots = await aGroup(t, { parkingSpots: 0 });
    await aDesk(t, { floor, groups: [noSpots] });
    const driver = await aPerson(t, { groups: [noSpots], parkingRight: true });
    const [desk] = await h.freeDesks(driver.token, noSpots.id, '2026-03-13');
    expect((await h.book(driver.token, { deskId: desk, reservationDate: '2026-03-13', parkingSpot: true })).body).toMatchObject({
      err: 409,
      message: DESK_MSG.noParkingSpots,
    });
    expect(
      (
        await t.call('POST', '/api/groups/availableParkingSpots', {
          token: driver.token,
          body: { groupId: noSpots.id, date: '2026-03-13' },
        })
      ).body.payload,
    ).toBe(0);
  });

  it('cancels more than 24 hours ahead, refuses under 24 hours except for administrators', async () => {
    const [desk] = await h.freeDesks(ambele, financiar.id, TUE);
    const r = await h.book(ambele, { deskId: desk, reservationDate: TUE });
    const id = r.body.payload._id;
    // 11:30 Monday: 23.5 hours before 11:00 Tuesday
    await h.withClock('2026-03-02T09:30:00Z', async () => {
      expect((await t.call('POST', '/api/reservations/desks/delete', { token: ambele, body: { _id: id } })).body).toMatchObject({
        err: 400,
        message: DESK_MSG.cancel24h,
      });
      expect((await t.call('POST', '/api/reservations/desks/delete', { token: angajat, body: { _id: id } })).status).toBe(403);
      expect((await t.call('POST', '/api/reservations/desks/delete', { token: admin, body: { _id: id } })).body.payload.status).toBe(
        'cancelled',
      );
    });
  });

  it('refuses garbage dates and unknown desks with 4xx', async () => {
    const [desk] = await h.freeDesks(angajat, it_.id, WED);
    expect((await h.book(angajat, { deskId: desk, reservationDate: '2026-02-30' })).status).toBe(400);
    expect((await h.book(angajat, { deskId: '9-999', reservationDate: WED })).status).toBe(404);
    expect((await h.book(angajat, { deskId: 'birou', reservationDate: WED })).status).toBe(400);
  });
});

describe('random desk', () => {
  const random = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/reservations/desks/random', { token, body });

  it('books a free desk of the chosen group for the caller', async () => {
    const r = await random(angajat, { groupId: it_.id, reservationDate: '2026-03-11' });
    expect(r.body.err, r.body.message).toBe(0);
    const map = (await t.call('GET', `/api/desks/group/${it_.id}?date=2026-03-11`, { token: angajat })).body.payload;
    expect(map.find((d: { deskId: string }) => d.deskId === r.body.payload.deskId)).toMatchObject({ uuid: ana.uuid });
  });

  it('is refused for the head office and the Bucharest region', async () => {
    const [centrala, regiunea] = [await aGroup(t, { name: 'Centrala' }), await aGroup(t, { name: 'Regiunea Bucuresti' })];
    for (const g of [centrala, regiunea]) await aDesk(t, { floor, groups: [g] });
    const member = (await aPerson(t, { groups: [centrala, regiunea] })).token;
    expect((await random(member, { groupId: centrala.id, reservationDate: '2026-03-11' })).body).toMatchObject({
      err: 400,
      message: DESK_MSG.randomNotOffered,
    });
    expect((await random(member, { groupId: regiunea.id, reservationDate: '2026-03-11' })).body).toMatchObject({
      err: 400,
      message: DESK_MSG.randomNotOffered,
    });
  });

  it('draws only desks held for nobody and free that day, a desk held for the caller included', async () => {
    const day = '2026-03-12';
    // A group of three desks: one reserved that day, one free, and one blocked for its manager.
    const trei = await aGroup(t, { type: 'Proiect' });
    const [reserved, free, blocked] = [
      await aDesk(t, { floor, groups: [trei] }),
      await aDesk(t, { floor, groups: [trei] }),
      await aDesk(t, { floor, groups: [trei] }),
    ];
    const [booker, drawer] = [await aPerson(t, { groups: [trei] }), await aPerson(t, { groups: [trei] })];
    const holder = await aPerson(t, { role: 'manager', groups: [trei], managerOf: [trei] });
    await holdDesk(blocked, 'Manager', holder);
    await aBooking(t, { person: booker, desk: reserved, day, group: trei });
    expect((await random(drawer.token, { groupId: trei.id, reservationDate: day })).body.payload).toMatchObject({ deskId: free });
    // Nothing left to draw, though the blocked desk would be free for its holder: the draw is for nobody in particular.
    expect((await random(holder.token, { groupId: trei.id, reservationDate: day })).body).toMatchObject({
      err: 409,
      message: DESK_MSG.noRandomDesk,
    });
  });

  it('says so when the group has no free desk that day', async () => {
    const withoutDesks = await aGroup(t, { type: 'Proiect' });
    const member = await aPerson(t, { groups: [withoutDesks] });
    expect((await random(member.token, { groupId: withoutDesks.id, reservationDate: '2026-03-11' })).body).toMatchObject({
      err: 409,
      message: DESK_MSG.noRandomDesk,
    });
  });
});
