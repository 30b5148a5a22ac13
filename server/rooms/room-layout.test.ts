import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOOR_REASON } from '../../domain/floors/rules.js';
import { ROOM_REASON } from '../../domain/rooms/rules.js';
import type { Room, RoomReservation } from '../../domain/schemas/rooms-answers.js';
import { aFloor, aGroup, aPerson, aRoom, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The floor-plan editor's rooms (decisions §18): made on a floor that exists with a rectangle on its
// plan, `E{floor}-{NN}`; moved and resized; deleted with the reservations that have not ended
// cancelled and their bookers e-mailed, the past ones kept.
let t: TestApp;
let admin: string, angajat: string;
let angajatP: Person;
let itDept: Group;

beforeAll(async () => {
  t = await createTestApp();
  itDept = await aGroup(t);
  admin = (await aPerson(t, { role: 'admin' })).token;
  angajatP = await aPerson(t, { groups: [itDept] });
  angajat = angajatP.token;
});
afterAll(() => t.close());

const create = (body: unknown) => t.call('POST', '/api/conference-rooms/create', { token: admin, body });
const change = (body: unknown) => t.call('POST', '/api/conference-rooms/update', { token: admin, body });
const remove = (body: unknown) => t.call('POST', '/api/conference-rooms/delete', { token: admin, body });
const rooms = async (day = '2026-03-04') =>
  (await t.call('GET', `/api/conference-rooms?date=${day}`, { token: angajat })).body.payload as Room[];
const book = (id: string, begin: string, end: string) =>
  t.call('POST', '/api/reservations/conference-rooms/update', {
    token: angajat,
    body: { conferenceRoomId: id, dateBegin: begin, dateEnd: end },
  });

describe('the rooms on the plan', () => {
  it('have their rectangles, and their map coordinates are those of their centres', async () => {
    // A room of a 1000 × 600 floor at the rectangle the second room of floor 4 has in today's layout.
    const { floor } = await aFloor(t);
    const room = await aRoom(t, { floor, groups: [itDept] });
    await t.ctx.db.query('UPDATE all_rooms SET x = 250, y = 40, w = 195, h = 120 WHERE id = $1', [room.id]);
    const list = await rooms();
    expect(list.find((r) => r.id === room.id)).toMatchObject({
      box: { x: 250, y: 40, w: 195, h: 120 },
      coordinates: { latitude: 500, longitude: 347.5 },
    });
  });

  it('a room made by an administrator takes the next two-digit number of its floor, or the one given', async () => {
    // A floor with rooms 01 to 03.
    const { floor } = await aFloor(t);
    for (let i = 0; i < 3; i++) await aRoom(t, { floor });
    const made = await create({ floor, x: 600, y: 400, w: 120, h: 80, details: { name: 'Sala Nouă' }, groupsIdList: [itDept.id] });
    expect(made.status).toBe(200);
    expect(made.body.payload).toMatchObject({
      id: `E${floor}-04`,
      floor,
      details: { name: 'Sala Nouă', type: 'Sala de conferință', hasTV: false, hasAudioVideo: false, hasPhone: false, phoneNo: null },
      peopleNo: 0,
      groupsIdList: [itDept.id],
      reservations: [],
      box: { x: 600, y: 400, w: 120, h: 80 },
      coordinates: { latitude: 160, longitude: 660 },
    } satisfies Partial<Room>);
    expect((await create({ floor, number: 7, x: 0, y: 0, w: 10, h: 10, details: { name: 'Șapte' }, peopleNo: 7 })).body.payload.id).toBe(
      `E${floor}-07`,
    );
    expect((await create({ floor, number: 123, x: 0, y: 0, w: 10, h: 10, details: { name: 'Mare' } })).body.payload.id).toBe(
      `E${floor}-123`,
    );
    expect((await rooms()).map((r) => r.id)).toEqual(expect.arrayContaining([made.body.payload.id, `E${floor}-07`, `E${floor}-123`]));
  });

  it('refuses a taken id (409), a floor that does not exist (404), a rectangle off the plan and unknown groups (400)', async () => {
    const { floor } = await aFloor(t);
    await aRoom(t, { floor });
    const before = (await rooms()).length;
    const taken = await create({ floor, number: 1, x: 0, y: 0, w: 10, h: 10, details: { name: 'X' } });
    expect(taken.body).toMatchObject({
      err: 409,
      reason: ROOM_REASON.idTaken,
      message: `Sala E${floor}-01 există deja. Alegeți alt număr.`,
    });
    // No factory makes floor 9.
    expect((await create({ floor: 9, x: 0, y: 0, w: 10, h: 10, details: { name: 'X' } })).body).toMatchObject({
      err: 404,
      reason: FLOOR_REASON.notFound,
    });
    expect((await create({ floor, x: 950, y: 0, w: 60, h: 10, details: { name: 'X' } })).body).toMatchObject({
      err: 400,
      reason: FLOOR_REASON.outsidePlan,
    });
    expect((await create({ floor, x: 0, y: 0, w: 10, h: 10, details: { name: 'X' }, groupsIdList: ['nu-exista'] })).body.err).toBe(400);
    expect((await create({ floor, x: 0, y: 0, w: 0, h: 10, details: { name: 'X' } })).status).toBe(400);
    expect((await create({ floor, x: 0, y: 0, w: 10, h: 10, details: { name: ' ' } })).status).toBe(400);
    expect((await rooms()).length).toBe(before);
  });

  it('is moved and resized within its plan, its details as they were', async () => {
    const { floor } = await aFloor(t);
    const id = `E${floor}-40`;
    const made = await create({ floor, number: 40, x: 600, y: 400, w: 120, h: 80, details: { name: 'Sala Mutată' } });
    expect(made.body.payload.id).toBe(id);
    const r = await change({ id, x: 700, w: 200 });
    expect(r.body.payload).toMatchObject({
      details: { name: 'Sala Mutată' },
      box: { x: 700, y: 400, w: 200, h: 80 },
      coordinates: { latitude: 160, longitude: 800 },
    });
    expect((await change({ id, w: 301 })).body).toMatchObject({ err: 400, reason: FLOOR_REASON.outsidePlan });
    expect((await rooms()).find((x) => x.id === id)!.box).toEqual({ x: 700, y: 400, w: 200, h: 80 });
  });
});

describe('a room deleted by an administrator', () => {
  it('cancels what has not ended and e-mails its bookers, keeps what has, and leaves the lists and bookings', async () => {
    t.clock.set(new Date('2026-03-02T08:00:00Z'));
    const { floor } = await aFloor(t);
    const id = `E${floor}-50`;
    const made = await create({
      floor,
      number: 50,
      x: 600,
      y: 400,
      w: 120,
      h: 80,
      details: { name: 'Sala Ștearsă' },
      groupsIdList: [itDept.id],
    });
    expect(made.body.payload.id).toBe(id);
    // Booked on Monday for Monday afternoon and Wednesday; deleted on Tuesday.
    const done = await book(id, '2026-03-02T12:00:00Z', '2026-03-02T13:00:00Z');
    const coming = await book(id, '2026-03-04T12:00:00Z', '2026-03-04T13:00:00Z');
    expect([done.body.err, coming.body.err]).toEqual([0, 0]);
    t.clock.set(new Date('2026-03-03T09:00:00Z'));

    expect((await remove({ id, dryRun: true })).body).toEqual({ err: 0, payload: { cancelled: 1 } });
    expect((await rooms()).find((r) => r.id === id)!.reservations).toHaveLength(1);
    expect((await remove({ id })).body).toEqual({ err: 0, payload: { cancelled: 1 } });

    const mail = await t.smtp.waitFor(
      (m) =>
        JSON.stringify(m.to).includes(angajatP.email) &&
        (m.subject ?? '').includes('anulată') &&
        (m.subject ?? '').includes('Sălii Ștearsă'),
    );
    expect(mail.subject).toBe('Rezervarea Sălii Ștearsă a fost anulată');
    expect(mail.text).toContain('din 04.03.2026, între 14:00 și 15:00, a fost anulată: sala a fost scoasă de pe planul etajului');
    expect((await rooms()).some((r) => r.id === id)).toBe(false);
    expect((await book(id, '2026-03-05T12:00:00Z', '2026-03-05T13:00:00Z')).body).toMatchObject({
      err: 404,
      reason: ROOM_REASON.roomNotFound,
    });
    // The booker's own list keeps both, with the room's name: the past one live, the coming one cancelled.
    const mine = (await t.call('GET', '/api/reservations/conference-rooms', { token: angajat })).body.payload as RoomReservation[];
    const ofRoom = mine.filter((r) => r.conferenceRoomId === id).map((r) => [r.dateBegin, r.status, r.roomName]);
    expect(ofRoom.sort()).toEqual([
      ['2026-03-02T12:00:00.000Z', 'booked', 'Sala Ștearsă'],
      ['2026-03-04T12:00:00.000Z', 'cancelled', 'Sala Ștearsă'],
    ]);
    // Its past reservation cannot be moved to a time to come.
    const moved = await t.call('POST', '/api/reservations/conference-rooms/update', {
      token: angajat,
      body: { _id: done.body.payload._id, dateBegin: '2026-03-06T12:00:00Z', dateEnd: '2026-03-06T13:00:00Z' },
    });
    expect(moved.body).toMatchObject({ err: 404, reason: ROOM_REASON.roomNotFound });
    expect((await remove({ id })).body).toMatchObject({ err: 404, reason: ROOM_REASON.roomNotFound });
  });
});
