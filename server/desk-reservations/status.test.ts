import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_MSG, DESK_REASON } from '../../domain/desks/rules.js';
import { bucharestInstant } from '../../domain/time.js';
import { deskHelpers } from '../test/desks.js';
import { aBooking, aDesk, aFloor, aGroup, aPerson, aRoom, type Group } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The status card follows the day the map shows (issue #14, point 4): GET /api/reservations/status
// takes ?date= for a day of the booking window. The clock is Monday 2026-03-02 10:00 Bucharest.
let t: TestApp;
let h: ReturnType<typeof deskHelpers>;
let admin: string, ambele: string;
let group: Group;
const THURSDAY = '2026-03-05';
const TODAY = '2026-03-02';
const DESKS = 6;
const ROOMS = 2;

type Status = { reservedOffices: number; emptyOffices: number; reservedConfRooms: number; emptyConfRooms: number };
const status = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/reservations/status${query}`, headers: { authorization: `Bearer ${admin}`, ...headers } });
const counts = async (day: string) => {
  const { rows } = await t.ctx.db.query<{ desks: number; rooms: number }>(
    `SELECT (SELECT count(DISTINCT desk_id)::int FROM desk_reservations WHERE day = $1 AND status <> 'cancelled') AS desks,
            (SELECT count(DISTINCT room_id)::int FROM room_reservations
              WHERE status <> 'cancelled' AND (date_begin AT TIME ZONE 'Europe/Bucharest')::date = $1) AS rooms`,
    [day],
  );
  return rows[0];
};
/** A room reservation of the day from `from` to `to` o'clock (Bucharest), as the database holds it. */
const aRoomBooking = (room: string, uuid: string, day: string, from: number, to: number) =>
  t.ctx.db.query(
    `INSERT INTO room_reservations (id, room_id, uuid, date_begin, date_end, creation_date, status) VALUES ($1, $2, $3, $4, $5, $6, 'booked')`,
    [randomUUID(), room, uuid, bucharestInstant(day, from), bucharestInstant(day, to), t.clock.now()],
  );

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  h = deskHelpers(t);
  group = await aGroup(t);
  const floor = await aFloor(t);
  const desks: string[] = [];
  for (let i = 0; i < DESKS; i++) desks.push(await aDesk(t, { floor, groups: [group] }));
  const [roomA] = [await aRoom(t, { floor }), await aRoom(t, { floor })];
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'] })).token;
  const [me, colleague] = [await aPerson(t, { groups: [group] }), await aPerson(t, { groups: [group] })];
  ambele = (await aPerson(t, { groups: [group], buildings: ['1', '2'] })).token; // books on Thursday in the second test
  // Thursday: two desks and a room booked (a cancelled booking counts for nothing); today: one desk.
  await aBooking(t, { person: me, desk: desks[0], day: THURSDAY, group });
  await aBooking(t, { person: colleague, desk: desks[1], day: THURSDAY, group });
  await aBooking(t, { person: colleague, desk: desks[2], day: THURSDAY, group, status: 'cancelled' });
  await aBooking(t, { person: me, desk: desks[3], day: TODAY, group });
  await aRoomBooking(roomA.id, me.uuid, THURSDAY, 10, 11);
});
afterAll(() => t.close());

describe('the status card of a day of the booking window', () => {
  it("counts that day's desks and rooms, not today's", async () => {
    const r = await status(`?date=${THURSDAY}`);
    expect(r.statusCode).toBe(200);
    const s = r.json().payload as Status;
    const expected = await counts(THURSDAY);
    expect(expected).toEqual({ desks: 2, rooms: 1 });
    expect(s.reservedOffices).toBe(expected.desks);
    expect(s.reservedConfRooms).toBe(expected.rooms);
    expect(s.reservedOffices + s.emptyOffices).toBe(DESKS);
    expect(s.reservedConfRooms + s.emptyConfRooms).toBe(ROOMS);
    // Other desks are booked today: the two answers are not the same counts under two names.
    expect((await counts(TODAY)).desks).not.toBe(expected.desks);
    expect((await status('')).json().payload.reservedOffices).toBe((await counts(TODAY)).desks);
    expect((await status(`?date=${TODAY}`)).json().payload).toEqual((await status('')).json().payload);
  });

  it('a booking of that day shows on the next read; a poll that finds nothing new gets 304', async () => {
    const first = await status(`?date=${THURSDAY}`);
    const before = first.json().payload as Status;
    expect((await status(`?date=${THURSDAY}`, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    const [deskId] = await h.freeDesks(ambele, group.id, THURSDAY);
    const booked = await h.book(ambele, { deskId, reservationDate: THURSDAY });
    expect(booked.body.err).toBe(0);
    try {
      const after = await status(`?date=${THURSDAY}`, { 'if-none-match': first.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.json().payload).toMatchObject({ reservedOffices: before.reservedOffices + 1, emptyOffices: before.emptyOffices - 1 });
    } finally {
      await t.call('POST', '/api/reservations/desks/delete', { token: admin, body: { _id: booked.body.payload._id } });
    }
  });

  it('refuses a weekend, a past day, a day past the window and a malformed date with a 400 that says why', async () => {
    const refusal = async (date: string) => {
      const r = await status(`?date=${encodeURIComponent(date)}`);
      return { status: r.statusCode, ...(r.json() as { message: string; reason: string }) };
    };
    expect(await refusal('2026-03-07')).toMatchObject({ status: 400, reason: DESK_REASON.weekend, message: DESK_MSG.weekend });
    expect(await refusal('2026-02-27')).toMatchObject({ status: 400, reason: DESK_REASON.outsideWindow });
    expect(await refusal('2026-06-01')).toMatchObject({ status: 400, reason: DESK_REASON.outsideWindow });
    const malformed = await refusal('5 martie');
    expect(malformed.status).toBe(400);
    expect(malformed.message).toMatch(/[a-zăâîșț]/i);
  });
});
