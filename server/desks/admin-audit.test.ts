import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskHelpers } from '../test/desks.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Decisions §12 for the flexible office's existing administrative writes: desks, rooms, the
// attendance upload, and administrators or managers acting on someone else's reservation.
let t: TestApp;
let h: ReturnType<typeof deskHelpers>;
let admin: string, manager: string, angajat: string;
let angajatUuid: string, managerUuid: string;

type Entry = { kind: string; target: string; actorName: string; details: Record<string, any> };
const entries = async (kind: string) =>
  (await t.call('GET', `/api/audit?kind=${kind}&limit=500`, { token: admin })).body.payload.rows as Entry[];

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  h = deskHelpers(t);
  [admin, manager, angajat] = await Promise.all(['admin', 'manager', 'angajat'].map((u) => t.login(u)));
  [angajatUuid, managerUuid] = await Promise.all(['angajat', 'manager'].map((u) => h.uuidOf(u)));
});
afterAll(() => t.close());

describe('administrative writes of the office leave one entry each', () => {
  it('a desk update: its old and new type, holder and groups', async () => {
    const [desk] = await h.freeDesks(admin, 'financiar', '2026-03-04');
    const r = await t.call('POST', '/api/desks/update', {
      token: admin,
      body: { deskId: desk, type: 'Reserved', manager: angajatUuid, groupsIdList: ['financiar', 'it'] },
    });
    expect(r.body.err).toBe(0);
    const [e] = (await entries('desks.update')).filter((x) => x.target === desk);
    expect(e).toMatchObject({
      actorName: 'Administrator Demo',
      details: {
        from: { type: null, manager: null, groupsIdList: ['financiar'] },
        to: { type: 'Reserved', manager: angajatUuid, groupsIdList: ['financiar', 'it'] },
      },
    });

    // A refused update writes nothing.
    const before = (await entries('desks.update')).length;
    expect(
      (await t.call('POST', '/api/desks/update', { token: admin, body: { deskId: desk, manager: '00000000-0000-4000-8000-00000000dead' } }))
        .status,
    ).toBe(404);
    expect((await entries('desks.update')).length).toBe(before);
    await t.call('POST', '/api/desks/update', {
      token: admin,
      body: { deskId: desk, type: null, manager: null, groupsIdList: ['financiar'] },
    });
  });

  it('a room update: the fields before and after', async () => {
    const r = await t.call('POST', '/api/conference-rooms/update', {
      token: admin,
      body: { id: 'E4-02', peopleNo: 13, details: { phoneNo: null } },
    });
    expect(r.body.err).toBe(0);
    const [e] = await entries('rooms.update');
    expect(e).toMatchObject({ target: 'E4-02', details: { to: { peopleNo: 13, phoneNo: null } } });
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
          { date: '27.02.2026', email: 'angajat@example.com' },
          { date: '26/02/2026', email: 'manager@example.com' },
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
          body: { attendingList: [{ date: '31.02.2026', email: 'angajat@example.com' }] },
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
    const desks = await h.freeDesks(angajat, 'it', '2026-03-05');
    const own = (await h.book(angajat, { deskId: desks[0], reservationDate: '2026-03-05' })).body.payload._id;
    expect((await t.call('POST', '/api/reservations/desks/delete', { token: angajat, body: { _id: own } })).body.err).toBe(0);
    expect((await entries('reservations.forOther')).length).toBe(before);

    const byAdmin = (await h.book(angajat, { deskId: desks[0], reservationDate: '2026-03-05' })).body.payload._id;
    expect((await t.call('POST', '/api/reservations/desks/delete', { token: admin, body: { _id: byAdmin } })).body.err).toBe(0);
    const [e] = await entries('reservations.forOther');
    expect(e).toMatchObject({
      target: angajatUuid,
      actorName: 'Administrator Demo',
      details: { action: 'desk.cancel', reservation: byAdmin, deskId: desks[0], day: '2026-03-05' },
    });

    const byManager = (await h.book(angajat, { deskId: desks[0], reservationDate: '2026-03-05' })).body.payload._id;
    expect(
      (await t.call('POST', '/api/reservations/desks/update', { token: manager, body: { _id: byManager, status: 'cancelled' } })).body.err,
    ).toBe(0);
    expect((await entries('reservations.forOther'))[0]).toMatchObject({
      actorName: 'Mihai Manager',
      details: { action: 'desk.cancel', reservation: byManager },
    });

    // The manager books for the employee (recorded) and cancels that booking of their own (not someone else's act).
    const booked = await h.book(manager, { deskId: desks[0], reservationDate: '2026-03-05', uuid: angajatUuid });
    expect(booked.body.payload).toMatchObject({ uuid: angajatUuid, creatorUuid: managerUuid });
    expect((await entries('reservations.forOther'))[0]).toMatchObject({
      target: angajatUuid,
      actorName: 'Mihai Manager',
      details: { action: 'desk.book', deskId: desks[0], day: '2026-03-05' },
    });
    await t.call('POST', '/api/reservations/desks/delete', { token: manager, body: { _id: booked.body.payload._id } });
    expect((await entries('reservations.forOther')).length).toBe(before + 3);
  });

  it('a room reservation cancelled by an administrator is recorded; by its booker, not', async () => {
    const book = () =>
      t.call('POST', '/api/reservations/conference-rooms/update', {
        token: angajat,
        body: { conferenceRoomId: 'E4-02', dateBegin: '2026-03-04T10:00:00Z', dateEnd: '2026-03-04T10:30:00Z' },
      });
    const own = (await book()).body.payload._id;
    await t.call('POST', '/api/reservations/conference-rooms/delete', { token: angajat, body: { _id: own } });
    const before = (await entries('reservations.forOther')).length;
    const other = (await book()).body.payload._id;
    expect((await t.call('POST', '/api/reservations/conference-rooms/delete', { token: admin, body: { _id: other } })).body.err).toBe(0);
    const rows = await entries('reservations.forOther');
    expect(rows.length).toBe(before + 1);
    expect(rows[0]).toMatchObject({
      target: angajatUuid,
      details: { action: 'room.cancel', reservation: other, roomId: 'E4-02', to: { status: 'cancelled' } },
    });
  });
});
