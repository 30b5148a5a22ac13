import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPE } from '../../domain/tower/engine.js';
import { aBooking, aCar, aDesk, aFloor, aGroup, aPerson, aRoom, aTowerRequest, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { recording } from '../test/recording-db.js';

// GET /api/week (decisions §20): a person's five working days in one answer, on the real app and
// database. The clock stands on Wednesday 4 March 2026, 10:00 Bucharest.
let t: TestApp;
let ana: Person;
let ids: { desk: string; room: string; tower: string; absence: string };
const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];

// Ana, of both buildings: Tuesday a desk the pattern booked with a spot (and Monday's cancelled),
// Wednesday a meeting, Thursday a tower request (and Monday's cancelled one), Friday an absence;
// her pattern comes on Tuesdays and parks on Thursdays.
beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-04T08:00:00Z' });
  const group = await aGroup(t, { parkingSpots: 2 });
  const floor = await aFloor(t);
  ana = await aPerson(t, { groups: [group], buildings: ['1', '2'], parkingRight: true });
  const [desk, other] = [await aDesk(t, { floor, groups: [group] }), await aDesk(t, { floor, groups: [group] })];
  const booking = await aBooking(t, { person: ana, desk, day: '2026-03-03', group, parking: true });
  await t.ctx.db.query("UPDATE desk_reservations SET source = 'pattern' WHERE id = $1", [booking]);
  await aBooking(t, { person: ana, desk: other, day: '2026-03-02', group, status: 'cancelled' });
  const room = await aRoom(t, { floor, groups: [group] });
  const meeting = randomUUID();
  await t.ctx.db.query(
    `INSERT INTO room_reservations (id, room_id, uuid, date_begin, date_end, creation_date, status) VALUES ($1, $2, $3, $4, $5, $6, 'booked')`,
    [meeting, room.id, ana.uuid, '2026-03-04T10:00:00Z', '2026-03-04T11:30:00Z', t.clock.now()],
  );
  const car = await aCar(t, { person: ana });
  await aTowerRequest(t, { person: ana, car, day: '2026-03-02', type: TYPE.cancelled });
  const request = await aTowerRequest(t, { person: ana, car, day: '2026-03-05', type: TYPE.first });
  const absence = randomUUID();
  await t.ctx.db.query(
    "INSERT INTO absences (id, uuid, from_day, to_day, kind, created_by, created_at) VALUES ($1, $2, '2026-03-06', '2026-03-10', 'concediu', $2, $3)",
    [absence, ana.uuid, t.clock.now()],
  );
  await t.ctx.db.query('INSERT INTO work_patterns (uuid, days, tower_days, saved_at) VALUES ($1, $2, $3, $4)', [
    ana.uuid,
    [2],
    [4],
    t.clock.now(),
  ]);
  ids = { desk: booking, room: meeting, tower: request, absence };
});
afterAll(() => t.close());

const week = (token: string, query = '') => t.call('GET', `/api/week${query}`, { token });

describe("a person's week", () => {
  it('gives each working day its desk, rooms, tower request, absence and whether the pattern covers it', async () => {
    const r = await week(ana.token);
    expect(r.status).toBe(200);
    const { from, days } = r.body.payload;
    expect(from).toBe('2026-03-02');
    expect(days.map((d: { day: string }) => d.day)).toEqual(WEEK);
    const [mon, tue, wed, thu, fri] = days;
    // Monday's cancelled desk and tower request are not the day's.
    expect(mon).toEqual({ day: '2026-03-02', desk: null, rooms: [], tower: null, absence: null, pattern: false });
    expect(tue.desk).toEqual({
      _id: ids.desk,
      deskId: expect.any(String),
      floor: expect.any(Number),
      status: 'booked',
      source: 'pattern',
      parkingSpot: true,
    });
    expect(tue.pattern).toBe(true);
    expect(wed.rooms).toEqual([
      expect.objectContaining({ _id: ids.room, uuid: ana.uuid, dateBegin: '2026-03-04T10:00:00.000Z', status: 'booked' }),
    ]);
    expect(wed.pattern).toBe(false);
    expect(thu.tower).toMatchObject({ _id: ids.tower, reservation_date: '2026-03-05', type: TYPE.first, user_id: ana.uuid });
    expect(thu.pattern).toBe(true);
    expect(fri.absence).toMatchObject({ _id: ids.absence, from: '2026-03-06', to: '2026-03-10', kind: 'concediu' });
    expect([fri.desk, fri.tower, fri.rooms]).toEqual([null, null, []]);
  });

  it('takes any day of the week asked for to its Monday', async () => {
    for (const day of ['2026-03-02', '2026-03-05', '2026-03-07', '2026-03-08'])
      expect((await week(ana.token, `?from=${day}`)).body.payload.from, day).toBe('2026-03-02');
    const next = (await week(ana.token, '?from=2026-03-11')).body.payload;
    expect(next.from).toBe('2026-03-09');
    // The absence runs on into next week; nothing else does.
    expect(next.days.map((d: { absence: unknown }) => !!d.absence)).toEqual([true, true, false, false, false]);
    expect(next.days.every((d: { desk: unknown; tower: unknown }) => !d.desk && !d.tower)).toBe(true);
  });

  it("shows only the caller's own week", async () => {
    const other = await aPerson(t);
    const days = (await week(other.token, '?from=2026-03-02')).body.payload.days;
    expect(
      days.every(
        (d: { desk: unknown; rooms: unknown[]; tower: unknown; absence: unknown; pattern: boolean }) =>
          !d.desk && !d.rooms.length && !d.tower && !d.absence && !d.pattern,
      ),
    ).toBe(true);
  });

  it('reads a full week in as many statements as an empty one', async () => {
    const empty = await aPerson(t);
    const real = t.ctx.db;
    const statementsOf = async (token: string) => {
      const statements: string[] = [];
      t.ctx.db = recording(real, statements);
      try {
        expect((await week(token, '?from=2026-03-02')).status).toBe(200);
      } finally {
        t.ctx.db = real;
      }
      return statements.length;
    };
    expect(await statementsOf(ana.token)).toBe(await statementsOf(empty.token));
  });

  it('refuses a malformed day with 400', async () => {
    for (const query of ['?from=2026-02-30', '?from=04.03.2026', '?from=', '?from=2026-3-4'])
      expect((await week(ana.token, query)).status, query).toBe(400);
  });
});
