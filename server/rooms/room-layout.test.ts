import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOOR_REASON } from '../../domain/floors/rules.js';
import { ROOM_REASON } from '../../domain/rooms/rules.js';
import type { Room, RoomReservation } from '../../domain/schemas/rooms-answers.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The floor-plan editor's rooms (decisions §18): made on a floor that exists with a rectangle on its
// plan, `E{floor}-{NN}`; moved and resized; deleted with the reservations that have not ended
// cancelled and their bookers e-mailed, the past ones kept.
let t: TestApp;
let admin: string, angajat: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  [admin, angajat] = await Promise.all(['admin', 'angajat'].map((u) => t.login(u)));
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
  it("have today's layout's rectangles, and their map coordinates are those of their centres", async () => {
    const list = await rooms();
    expect(list.find((r) => r.id === 'E4-02')).toMatchObject({
      box: { x: 250, y: 40, w: 195, h: 120 },
      coordinates: { latitude: 500, longitude: 347.5 },
    });
  });

  it('a room made by an administrator takes the next two-digit number of its floor, or the one given', async () => {
    // The floor's highest number now (the other tests of this file make rooms of their own, in any order).
    const highest = Math.max(...(await rooms()).filter((r) => r.floor === 4).map((r) => Number(r.id.split('-')[1])));
    const made = await create({ floor: 4, x: 600, y: 400, w: 120, h: 80, details: { name: 'Sala Nouă' }, groupsIdList: ['it'] });
    expect(made.status).toBe(200);
    expect(made.body.payload).toMatchObject({
      id: `E4-${String(highest + 1).padStart(2, '0')}`,
      floor: 4,
      details: { name: 'Sala Nouă', type: 'Sala de conferință', hasTV: false, hasAudioVideo: false, hasPhone: false, phoneNo: null },
      peopleNo: 0,
      groupsIdList: ['it'],
      reservations: [],
      box: { x: 600, y: 400, w: 120, h: 80 },
      coordinates: { latitude: 160, longitude: 660 },
    } satisfies Partial<Room>);
    expect((await create({ floor: 4, number: 7, x: 0, y: 0, w: 10, h: 10, details: { name: 'Șapte' }, peopleNo: 7 })).body.payload.id).toBe(
      'E4-07',
    );
    expect((await create({ floor: 4, number: 123, x: 0, y: 0, w: 10, h: 10, details: { name: 'Mare' } })).body.payload.id).toBe('E4-123');
    expect((await rooms()).map((r) => r.id)).toEqual(expect.arrayContaining([made.body.payload.id, 'E4-07', 'E4-123']));
  });

  it('refuses a taken id (409), a floor that does not exist (404), a rectangle off the plan and unknown groups (400)', async () => {
    const before = (await rooms()).length;
    const taken = await create({ floor: 4, number: 1, x: 0, y: 0, w: 10, h: 10, details: { name: 'X' } });
    expect(taken.body).toMatchObject({ err: 409, reason: ROOM_REASON.idTaken, message: 'Sala E4-01 există deja. Alegeți alt număr.' });
    expect((await create({ floor: 9, x: 0, y: 0, w: 10, h: 10, details: { name: 'X' } })).body).toMatchObject({
      err: 404,
      reason: FLOOR_REASON.notFound,
    });
    expect((await create({ floor: 4, x: 950, y: 0, w: 60, h: 10, details: { name: 'X' } })).body).toMatchObject({
      err: 400,
      reason: FLOOR_REASON.outsidePlan,
    });
    expect((await create({ floor: 4, x: 0, y: 0, w: 10, h: 10, details: { name: 'X' }, groupsIdList: ['nu-exista'] })).body.err).toBe(400);
    expect((await create({ floor: 4, x: 0, y: 0, w: 0, h: 10, details: { name: 'X' } })).status).toBe(400);
    expect((await create({ floor: 4, x: 0, y: 0, w: 10, h: 10, details: { name: ' ' } })).status).toBe(400);
    expect((await rooms()).length).toBe(before);
  });

  it('is moved and resized within its plan, its details as they were', async () => {
    const made = await create({ floor: 4, number: 40, x: 600, y: 400, w: 120, h: 80, details: { name: 'Sala Mutată' } });
    expect(made.body.payload.id).toBe('E4-40');
    const r = await change({ id: 'E4-40', x: 700, w: 200 });
    expect(r.body.payload).toMatchObject({
      details: { name: 'Sala Mutată' },
      box: { x: 700, y: 400, w: 200, h: 80 },
      coordinates: { latitude: 160, longitude: 800 },
    });
    expect((await change({ id: 'E4-40', w: 301 })).body).toMatchObject({ err: 400, reason: FLOOR_REASON.outsidePlan });
    expect((await rooms()).find((x) => x.id === 'E4-40')!.box).toEqual({ x: 700, y: 400, w: 200, h: 80 });
  });
});

describe('a room deleted by an administrator', () => {
  it('cancels what has not ended and e-mails its bookers, keeps what has, and leaves the lists and bookings', async () => {
    const made = await create({
      floor: 4,
      number: 50,
      x: 600,
      y: 400,
      w: 120,
      h: 80,
      details: { name: 'Sala Ștearsă' },
      groupsIdList: ['it'],
    });
    expect(made.body.payload.id).toBe('E4-50');
    // Booked on Monday for Monday afternoon and Wednesday; deleted on Tuesday.
    const done = await book('E4-50', '2026-03-02T12:00:00Z', '2026-03-02T13:00:00Z');
    const coming = await book('E4-50', '2026-03-04T12:00:00Z', '2026-03-04T13:00:00Z');
    expect([done.body.err, coming.body.err]).toEqual([0, 0]);
    t.clock.set(new Date('2026-03-03T09:00:00Z'));

    expect((await remove({ id: 'E4-50', dryRun: true })).body).toEqual({ err: 0, payload: { cancelled: 1 } });
    expect((await rooms()).find((r) => r.id === 'E4-50')!.reservations).toHaveLength(1);
    expect((await remove({ id: 'E4-50' })).body).toEqual({ err: 0, payload: { cancelled: 1 } });

    const mail = await t.smtp.waitFor(
      (m) =>
        JSON.stringify(m.to).includes('angajat@') && (m.subject ?? '').includes('anulată') && (m.subject ?? '').includes('Sala Ștearsă'),
    );
    expect(mail.subject).toBe('Rezervarea sălii Sala Ștearsă a fost anulată');
    expect(mail.text).toContain('din 04.03.2026, între 14:00 și 15:00, a fost anulată: sala a fost scoasă de pe planul etajului');
    expect((await rooms()).some((r) => r.id === 'E4-50')).toBe(false);
    expect((await book('E4-50', '2026-03-05T12:00:00Z', '2026-03-05T13:00:00Z')).body).toMatchObject({
      err: 404,
      reason: ROOM_REASON.roomNotFound,
    });
    // The booker's own list keeps both, with the room's name: the past one live, the coming one cancelled.
    const mine = (await t.call('GET', '/api/reservations/conference-rooms', { token: angajat })).body.payload as RoomReservation[];
    const ofRoom = mine.filter((r) => r.conferenceRoomId === 'E4-50').map((r) => [r.dateBegin, r.status, r.roomName]);
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
    expect((await remove({ id: 'E4-50' })).body).toMatchObject({ err: 404, reason: ROOM_REASON.roomNotFound });
  });
});
