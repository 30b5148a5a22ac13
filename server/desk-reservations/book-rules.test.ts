import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DESK_MSG } from '../../domain/desks/rules.js';
import { deskHelpers } from '../test/desks.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Every desk rule of flex-office §5, refused by the server whatever the client sends.
// The clock starts on Monday 2 March 2026, 10:00 in Bucharest. Each test makes the bookings
// it needs, and they are deleted after it; settings, clock and groups it changes are put back.
let t: TestApp;
let h: ReturnType<typeof deskHelpers>;
let angajat: string, manager: string, admin: string, ambele: string;
const TUE = '2026-03-03';
const WED = '2026-03-04';

beforeAll(async () => {
  t = await createTestApp({ demo: true, start: '2026-03-02T08:00:00Z' });
  h = deskHelpers(t);
  [angajat, manager, admin, ambele] = await Promise.all(['angajat', 'manager', 'admin', 'ambele'].map((u) => t.login(u)));
});
afterAll(() => t.close());
let restoreCalendar: () => Promise<void>;
beforeEach(async () => {
  restoreCalendar = await h.calendarRestorePoint();
});
afterEach(() => restoreCalendar());

describe('desk booking rules', () => {
  it('books a free desk of the user group and shows it on the map as booked by them', async () => {
    const [desk] = await h.freeDesks(angajat, 'it', TUE);
    const r = await h.book(angajat, { deskId: desk, reservationDate: TUE });
    expect(r.status).toBe(200);
    expect(r.body.payload).toMatchObject({
      deskId: desk,
      day: TUE,
      status: 'booked',
      parkingSpot: false,
      reservationDate: '2026-03-03T09:00:00.000Z',
    });
    const map = (await t.call('GET', `/api/desks/group/it?date=${TUE}`, { token: angajat })).body.payload;
    expect(map.find((d: { deskId: string }) => d.deskId === desk)).toMatchObject({ status: 'booked', uuid: await h.uuidOf('angajat') });
  });

  it('refuses weekends', async () => {
    const [desk] = await h.freeDesks(ambele, 'financiar', '2026-03-09');
    const r = await h.book(ambele, { deskId: desk, reservationDate: '2026-03-07' });
    expect(r.body).toMatchObject({ err: 400, message: DESK_MSG.weekend });
  });

  it('refuses today and days beyond the window', async () => {
    const [desk] = await h.freeDesks(ambele, 'financiar', '2026-03-09');
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
    const [mine, other] = await h.freeDesks(angajat, 'it', TUE);
    expect((await h.book(angajat, { deskId: mine, reservationDate: TUE })).body.err).toBe(0);
    const r = await h.book(angajat, { deskId: other, reservationDate: TUE });
    expect(r.body).toMatchObject({ err: 409, message: DESK_MSG.selfHasBooking(TUE) });
  });

  it('allows one live reservation per desk per day', async () => {
    const [taken] = await h.freeDesks(angajat, 'it', TUE);
    expect((await h.book(angajat, { deskId: taken, reservationDate: TUE })).body.err).toBe(0);
    const r = await h.book(manager, { deskId: taken, reservationDate: TUE });
    expect(r.body).toMatchObject({ err: 409, message: DESK_MSG.taken });
  });

  it('refuses a desk of another group', async () => {
    const [desk] = await h.freeDesks(admin, 'financiar', WED);
    expect((await h.book(angajat, { deskId: desk, reservationDate: WED })).body).toMatchObject({ err: 403, message: DESK_MSG.otherGroup });
  });

  it('refuses blocked and allocated desks to anyone but their holder', async () => {
    expect((await h.book(angajat, { deskId: '4-72', reservationDate: WED })).body).toMatchObject({
      err: 403,
      message: DESK_MSG.blocked('Mihai Manager'),
    });
    expect((await h.book(angajat, { deskId: '4-65', reservationDate: WED })).body).toMatchObject({
      err: 403,
      message: DESK_MSG.allocated('Mihai Manager'),
    });
    expect((await h.book(manager, { deskId: '4-65', reservationDate: WED })).body.err).toBe(0);
  });

  it('limits active reservations to maxActiveDesk', async () => {
    await h.withSettings({ maxActiveDesk: 2 }, async () => {
      const [d1, d2, d3] = await h.freeDesks(ambele, 'financiar', '2026-03-10');
      expect((await h.book(ambele, { deskId: d1, reservationDate: '2026-03-09' })).body.err).toBe(0);
      expect((await h.book(ambele, { deskId: d2, reservationDate: '2026-03-10' })).body.err).toBe(0);
      expect((await h.book(ambele, { deskId: d3, reservationDate: '2026-03-11' })).body).toMatchObject({
        err: 400,
        message: DESK_MSG.maxActive(2),
      });
    });
  });

  it('lets managers book only for people of the groups they manage', async () => {
    const [desk] = await h.freeDesks(admin, 'financiar', '2026-03-12');
    const r = await h.book(manager, { deskId: desk, reservationDate: '2026-03-12', uuid: await h.uuidOf('ambele') });
    expect(r.body).toMatchObject({ err: 403, message: DESK_MSG.notYourGroup });
    expect((await h.book(angajat, { deskId: desk, reservationDate: '2026-03-12', uuid: await h.uuidOf('ambele') })).status).toBe(403);
  });

  it('lets a manager who holds a desk that day book only for employees', async () => {
    const day = '2026-03-05';
    const [mine, forEmployee, forAdmin] = await h.freeDesks(manager, 'it', day);
    expect((await h.book(manager, { deskId: mine, reservationDate: day })).body.err).toBe(0);
    const emp = await h.book(manager, { deskId: forEmployee, reservationDate: day, uuid: await h.uuidOf('angajat') });
    expect(emp.body.payload).toMatchObject({
      uuid: await h.uuidOf('angajat'),
      creatorUuid: await h.uuidOf('manager'),
      creatorName: 'Mihai Manager',
    });
    // Put the admin in IT, a group the manager manages: still not an employee, so refused.
    await h.withGroupsAdded(await h.uuidOf('admin'), ['it'], async () => {
      const r = await h.book(manager, { deskId: forAdmin, reservationDate: day, uuid: await h.uuidOf('admin') });
      expect(r.body).toMatchObject({ err: 400, message: DESK_MSG.onlyForEmployees });
    });
    const r2 = await h.book(admin, { deskId: forAdmin, reservationDate: day, uuid: await h.uuidOf('manager') });
    expect(r2.body).toMatchObject({ err: 409, message: DESK_MSG.otherHasBooking(day) });
  });

  it('needs a parking right for a parking spot', async () => {
    const [desk] = await h.freeDesks(ambele, 'financiar', '2026-03-13');
    expect((await h.book(ambele, { deskId: desk, reservationDate: '2026-03-13', parkingSpot: true })).body).toMatchObject({
      err: 400,
      message: DESK_MSG.noParkingRight,
    });
  });

  it('never gives more parking spots than the group has', async () => {
    await h.withParkingSpots('it', 0, async () => {
      const [desk] = await h.freeDesks(angajat, 'it', '2026-03-13');
      expect((await h.book(angajat, { deskId: desk, reservationDate: '2026-03-13', parkingSpot: true })).body).toMatchObject({
        err: 409,
        message: DESK_MSG.noParkingSpots,
      });
      expect(
        (await t.call('POST', '/api/groups/availableParkingSpots', { token: angajat, body: { groupId: 'it', date: '2026-03-13' } })).body
          .payload,
      ).toBe(0);
    });
  });

  it('cancels more than 24 hours ahead, refuses under 24 hours except for administrators', async () => {
    const [desk] = await h.freeDesks(ambele, 'financiar', TUE);
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
    expect((await h.book(angajat, { deskId: '4-1', reservationDate: '2026-02-30' })).status).toBe(400);
    expect((await h.book(angajat, { deskId: '9-999', reservationDate: WED })).status).toBe(404);
    expect((await h.book(angajat, { deskId: 'birou', reservationDate: WED })).status).toBe(400);
  });
});

describe('random desk', () => {
  const random = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/reservations/desks/random', { token, body });

  it('books a free desk of the chosen group for the caller', async () => {
    const r = await random(angajat, { groupId: 'it', reservationDate: '2026-03-11' });
    expect(r.body.err, r.body.message).toBe(0);
    const map = (await t.call('GET', '/api/desks/group/it?date=2026-03-11', { token: angajat })).body.payload;
    expect(map.find((d: { deskId: string }) => d.deskId === r.body.payload.deskId)).toMatchObject({ uuid: await h.uuidOf('angajat') });
  });

  it('is refused for the head office and the Bucharest region', async () => {
    expect((await random(admin, { groupId: 'centrala', reservationDate: '2026-03-11' })).body).toMatchObject({
      err: 400,
      message: DESK_MSG.randomNotOffered,
    });
    expect((await random(admin, { groupId: 'regiunea-bucuresti', reservationDate: '2026-03-11' })).body).toMatchObject({
      err: 400,
      message: DESK_MSG.randomNotOffered,
    });
  });

  it('draws only desks held for nobody and free that day, a desk held for the caller included', async () => {
    const day = '2026-03-12';
    const [reserved, free] = await h.freeDesks(angajat, 'it', day);
    expect((await h.book(angajat, { deskId: reserved, reservationDate: day })).body.err).toBe(0);
    // A group of three desks: one reserved that day, one free, and 4-72, blocked for Mihai Manager.
    const desks = [reserved, free, '4-72'];
    await t.ctx.db.query(
      "INSERT INTO groups (id, name, type, parking_spots, building) VALUES ('trei-birouri', 'Trei birouri', 'Proiect', 0, '1')",
    );
    await t.ctx.db.query("UPDATE desks SET groups_id_list = groups_id_list || '{trei-birouri}'::text[] WHERE desk_id = ANY($1)", [desks]);
    try {
      const [ambeleUuid, managerUuid] = [await h.uuidOf('ambele'), await h.uuidOf('manager')];
      await h.withGroupsAdded(ambeleUuid, ['trei-birouri'], () =>
        h.withGroupsAdded(managerUuid, ['trei-birouri'], async () => {
          expect((await random(ambele, { groupId: 'trei-birouri', reservationDate: day })).body.payload).toMatchObject({ deskId: free });
          // Nothing left to draw, though 4-72 would be free for its holder: the draw is for nobody in particular.
          expect((await random(manager, { groupId: 'trei-birouri', reservationDate: day })).body).toMatchObject({
            err: 409,
            message: DESK_MSG.noRandomDesk,
          });
        }),
      );
    } finally {
      await t.ctx.db.query("UPDATE desks SET groups_id_list = array_remove(groups_id_list, 'trei-birouri') WHERE desk_id = ANY($1)", [
        desks,
      ]);
      await t.ctx.db.query("DELETE FROM groups WHERE id = 'trei-birouri'");
    }
  });

  it('says so when the group has no free desk that day', async () => {
    const uuid = await h.uuidOf('ambele');
    await t.ctx.db.query(
      "INSERT INTO groups (id, name, type, parking_spots, building) VALUES ('fara-birouri', 'Fără birouri', 'Proiect', 0, '1')",
    );
    try {
      await h.withGroupsAdded(uuid, ['fara-birouri'], async () => {
        expect((await random(await h.tokenFor(uuid), { groupId: 'fara-birouri', reservationDate: '2026-03-11' })).body).toMatchObject({
          err: 409,
          message: DESK_MSG.noRandomDesk,
        });
      });
    } finally {
      await t.ctx.db.query("DELETE FROM groups WHERE id = 'fara-birouri'");
    }
  });
});
