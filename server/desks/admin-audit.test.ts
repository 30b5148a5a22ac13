import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aDesk, aFloor, aGroup, aPerson, aRoom, type Floor, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Decisions §12 for the flexible office's existing administrative writes: desks, rooms, the
// attendance upload, and administrators or managers acting on someone else's reservation.
let t: TestApp;
let admin: string, manager: string, angajat: string;
let angajatUuid: string, managerUuid: string;
let adminP: Person, managerP: Person, angajatP: Person;
let financiar: Group, itDept: Group, floor: Floor;

type Entry = { kind: string; target: string; actorName: string; details: Record<string, any> };
const entries = async (kind: string) =>
  (await t.call('GET', `/api/audit?kind=${kind}&limit=500`, { token: admin })).body.payload.rows as Entry[];

beforeAll(async () => {
  t = await createTestApp();
  [financiar, itDept] = [await aGroup(t), await aGroup(t)];
  floor = await aFloor(t);
  adminP = await aPerson(t, { role: 'admin', name: 'Administrator Test' });
  managerP = await aPerson(t, { role: 'manager', name: 'Mihai Manager', groups: [itDept], managerOf: [itDept] });
  angajatP = await aPerson(t, { groups: [itDept] });
  [admin, manager, angajat] = [adminP.token, managerP.token, angajatP.token];
  [angajatUuid, managerUuid] = [angajatP.uuid, managerP.uuid];
});
const book = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/reservations/desks/update', { token, body });
afterAll(() => t.close());

describe('administrative writes of the office leave one entry each', () => {
  it('a desk update: its old and new type, holder and groups', async () => {
    const desk = await aDesk(t, { floor, groups: [financiar] });
    const r = await t.call('POST', '/api/desks/update', {
      token: admin,
      body: { deskId: desk, type: 'Reserved', manager: angajatUuid, groupsIdList: [financiar.id, itDept.id] },
    });
    expect(r.body.err).toBe(0);
    const [e] = (await entries('desks.update')).filter((x) => x.target === desk);
    expect(e).toMatchObject({
      actorName: adminP.name,
      details: {
        from: { type: null, manager: null, groupsIdList: [financiar.id] },
        to: { type: 'Reserved', manager: angajatUuid, groupsIdList: [financiar.id, itDept.id] },
      },
    });

    // A refused update writes nothing.
    const before = (await entries('desks.update')).length;
    expect(
      (await t.call('POST', '/api/desks/update', { token: admin, body: { deskId: desk, manager: '00000000-0000-4000-8000-00000000dead' } }))
        .status,
    ).toBe(404);
    expect((await entries('desks.update')).length).toBe(before);
  });

  it('a room update: the fields before and after', async () => {
    const room = await aRoom(t, { floor, groups: [itDept], capacity: 12 });
    await t.ctx.db.query(`UPDATE all_rooms SET has_phone = true, phone_no = '021 300 4102' WHERE id = $1`, [room.id]);
    const r = await t.call('POST', '/api/conference-rooms/update', {
      token: admin,
      body: { id: room.id, peopleNo: 13, details: { phoneNo: null } },
    });
    expect(r.body.err).toBe(0);
    const [e] = await entries('rooms.update');
    expect(e).toMatchObject({ target: room.id, details: { from: { peopleNo: 12 }, to: { peopleNo: 13, phoneNo: null } } });
    expect(e.details.from.phoneNo).toBe('021 300 4102');
    expect(e.details.from.name).toBe(e.details.to.name);
    expect((await t.call('POST', '/api/conference-rooms/update', { token: admin, body: { id: 'E9-99', peopleNo: 1 } })).status).toBe(404);
    expect((await entries('rooms.update')).length).toBe(1);
  });

  it('an attendance upload: its days and row count', async () => {
    const r = await t.call('POST', '/api/reservations/desks/attending', {
      token: admin,
      body: {
        attendingList: [
          { date: '27.02.2026', email: angajatP.email },
          { date: '26/02/2026', email: managerP.email },
        ],
      },
    });
    expect(r.body.err).toBe(0);
    const [e] = await entries('attendance.upload');
    expect(e).toMatchObject({ target: '2026-02-26, 2026-02-27', details: { days: ['2026-02-26', '2026-02-27'], rows: 2 } });
    expect(
      (
        await t.call('POST', '/api/reservations/desks/attending', {
          token: admin,
          body: { attendingList: [{ date: '31.02.2026', email: angajatP.email }] },
        })
      ).status,
    ).toBe(400);
    expect((await entries('attendance.upload')).length).toBe(1);
  });
});

describe("actions on someone else's reservation", () => {
  it('a desk cancelled by an administrator or by the manager is recorded; by its occupant or its booker, not', async () => {
    // Counted from here: the room test may have recorded its own before this one, in any order.
    const before = (await entries('reservations.forOther')).length;
    const desk = await aDesk(t, { floor, groups: [itDept] });
    const own = (await book(angajat, { deskId: desk, reservationDate: '2026-03-05' })).body.payload._id;
    expect((await t.call('POST', '/api/reservations/desks/delete', { token: angajat, body: { _id: own } })).body.err).toBe(0);
    expect((await entries('reservations.forOther')).length).toBe(before);

    const byAdmin = (await book(angajat, { deskId: desk, reservationDate: '2026-03-05' })).body.payload._id;
    expect((await t.call('POST', '/api/reservations/desks/delete', { token: admin, body: { _id: byAdmin } })).body.err).toBe(0);
    const [e] = await entries('reservations.forOther');
    expect(e).toMatchObject({
      target: angajatUuid,
      actorName: adminP.name,
      details: { action: 'desk.cancel', reservation: byAdmin, deskId: desk, day: '2026-03-05' },
    });

    const byManager = (await book(angajat, { deskId: desk, reservationDate: '2026-03-05' })).body.payload._id;
    expect(
      (await t.call('POST', '/api/reservations/desks/update', { token: manager, body: { _id: byManager, status: 'cancelled' } })).body.err,
    ).toBe(0);
    expect((await entries('reservations.forOther'))[0]).toMatchObject({
      actorName: managerP.name,
      details: { action: 'desk.cancel', reservation: byManager },
    });

    // The manager books for the employee (recorded) and cancels that booking of their own (not someone else's act).
    const booked = await book(manager, { deskId: desk, reservationDate: '2026-03-05', uuid: angajatUuid });
    expect(booked.body.payload).toMatchObject({ uuid: angajatUuid, creatorUuid: managerUuid });
    expect((await entries('reservations.forOther'))[0]).toMatchObject({
      target: angajatUuid,
      actorName: managerP.name,
      details: { action: 'desk.book', deskId: desk, day: '2026-03-05' },
    });
    await t.call('POST', '/api/reservations/desks/delete', { token: manager, body: { _id: booked.body.payload._id } });
    expect((await entries('reservations.forOther')).length).toBe(before + 3);
  });

  it('a room reservation cancelled by an administrator is recorded; by its booker, not', async () => {
    const room = await aRoom(t, { floor, groups: [itDept] });
    const bookRoom = () =>
      t.call('POST', '/api/reservations/conference-rooms/update', {
        token: angajat,
        body: { conferenceRoomId: room.id, dateBegin: '2026-03-04T10:00:00Z', dateEnd: '2026-03-04T10:30:00Z' },
      });
    const own = (await bookRoom()).body.payload._id;
    await t.call('POST', '/api/reservations/conference-rooms/delete', { token: angajat, body: { _id: own } });
    const before = (await entries('reservations.forOther')).length;
    const other = (await bookRoom()).body.payload._id;
    expect((await t.call('POST', '/api/reservations/conference-rooms/delete', { token: admin, body: { _id: other } })).body.err).toBe(0);
    const rows = await entries('reservations.forOther');
    expect(rows.length).toBe(before + 1);
    expect(rows[0]).toMatchObject({
      target: angajatUuid,
      details: { action: 'room.cancel', reservation: other, roomId: room.id, to: { status: 'cancelled' } },
    });
  });
});
