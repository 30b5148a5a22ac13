import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_MSG, DESK_REASON } from '../../domain/desks/rules.js';
import { deskHelpers } from '../test/desks.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The status card follows the day the map shows (issue #14, point 4): GET /api/reservations/status
// takes ?date= for a day of the booking window. The clock is Monday 2026-03-02 10:00 Bucharest.
let t: TestApp;
let h: ReturnType<typeof deskHelpers>;
let admin: string, ambele: string;
const THURSDAY = '2026-03-05';
const TODAY = '2026-03-02';

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

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  h = deskHelpers(t);
  [admin, ambele] = await Promise.all(['admin', 'ambele'].map((u) => t.login(u)));
});
afterAll(() => t.close());

describe('the status card of a day of the booking window', () => {
  it("counts that day's desks and rooms, not today's", async () => {
    const r = await status(`?date=${THURSDAY}`);
    expect(r.statusCode).toBe(200);
    const s = r.json().payload as Status;
    const expected = await counts(THURSDAY);
    expect(s.reservedOffices).toBe(expected.desks);
    expect(s.reservedConfRooms).toBe(expected.rooms);
    expect(s.reservedOffices + s.emptyOffices).toBe(192);
    expect(s.reservedConfRooms + s.emptyConfRooms).toBe(8);
    // The demo books other desks today: the two answers are not the same counts under two names.
    expect((await counts(TODAY)).desks).not.toBe(expected.desks);
    expect((await status('')).json().payload.reservedOffices).toBe((await counts(TODAY)).desks);
    expect((await status(`?date=${TODAY}`)).json().payload).toEqual((await status('')).json().payload);
  });

  it('a booking of that day shows on the next read; a poll that finds nothing new gets 304', async () => {
    const first = await status(`?date=${THURSDAY}`);
    const before = first.json().payload as Status;
    expect((await status(`?date=${THURSDAY}`, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    const [deskId] = await h.freeDesks(ambele, 'financiar', THURSDAY);
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
