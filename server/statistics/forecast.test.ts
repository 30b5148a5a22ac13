import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBooking, aDesk, aFloor, aGroup, aPerson, aRoom, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// GET /api/statistics/occupancy and its export as the office's forecast (decisions §21), on the real
// app and database. The clock stands on Wednesday 4 March 2026, 10:00 Bucharest; the desk booking
// window (maxDaysDesk 30) ends on Friday 3 April.
let t: TestApp;
let admin: Person;
let managerA: Person;
let f1: number;
let f2: number;
let groupB: string;

// Groups A and B; floor f1 holds a1, a2 (A) and b1 (B), floor f2 a3 (A) and b2 (B). Monday 2 March
// (past): a1 present, b1 confirmed with a spot, a2 cancelled. Tuesday 10 March (to come): a2, a3 with
// a spot, b2; room hours: 1.5 in A's room on f1, 2 in B's on f2, a cancelled hour left out.
beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-04T08:00:00Z' });
  const [a, b] = [await aGroup(t), await aGroup(t)];
  groupB = b.id;
  const [floor1, floor2] = [await aFloor(t), await aFloor(t)];
  [f1, f2] = [floor1.floor, floor2.floor];
  admin = await aPerson(t, { adminOf: ['1'] });
  managerA = await aPerson(t, { groups: [a], managerOf: [a] });
  const [pa1, pa2, pb] = [await aPerson(t, { groups: [a] }), await aPerson(t, { groups: [a] }), await aPerson(t, { groups: [b] })];
  const [a1, a2, b1] = [
    await aDesk(t, { floor: floor1, groups: [a] }),
    await aDesk(t, { floor: floor1, groups: [a] }),
    await aDesk(t, { floor: floor1, groups: [b] }),
  ];
  const [a3, b2] = [await aDesk(t, { floor: floor2, groups: [a] }), await aDesk(t, { floor: floor2, groups: [b] })];

  await aBooking(t, { person: pa1, desk: a1, day: '2026-03-02', group: a, used: true });
  await aBooking(t, { person: pb, desk: b1, day: '2026-03-02', group: b, status: 'busy', parking: true });
  await aBooking(t, { person: pa2, desk: a2, day: '2026-03-02', group: a, status: 'cancelled' });
  await aBooking(t, { person: pa2, desk: a2, day: '2026-03-10', group: a });
  await aBooking(t, { person: pa1, desk: a3, day: '2026-03-10', group: a, parking: true });
  await aBooking(t, { person: pb, desk: b2, day: '2026-03-10', group: b });

  const [roomA, roomB] = [await aRoom(t, { floor: floor1, groups: [a] }), await aRoom(t, { floor: floor2, groups: [b] })];
  const meeting = (room: string, begin: string, end: string, status = 'booked') =>
    t.ctx.db.query(
      'INSERT INTO room_reservations (id, room_id, uuid, date_begin, date_end, creation_date, status) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [randomUUID(), room, pa1.uuid, begin, end, t.clock.now(), status],
    );
  await meeting(roomA.id, '2026-03-10T07:00:00Z', '2026-03-10T08:30:00Z');
  await meeting(roomA.id, '2026-03-10T12:00:00Z', '2026-03-10T13:00:00Z', 'cancelled');
  await meeting(roomB.id, '2026-03-10T10:00:00Z', '2026-03-10T12:00:00Z');
});
afterAll(() => t.close());

interface Day {
  date: string;
  desks: number;
  reserved: number;
  present: number;
  byFloor: { floor: number; desks: number; reserved: number }[];
  roomHours: number;
  spots: number;
}
const occupancy = (query: string, token = admin.token) => t.call('GET', `/api/statistics/occupancy?${query}`, { token });
async function days(query: string, token = admin.token): Promise<Day[]> {
  const r = await occupancy(query, token);
  expect(r.body.err, r.body.message).toBe(0);
  return r.body.payload;
}
const dayOf = (series: Day[], date: string) => series.find((d) => d.date === date);

describe("the office's forecast", () => {
  it('counts past and future days per floor, with room hours and spots', async () => {
    const series = await days('from=2026-03-02&to=2026-03-10');
    expect(series.map((d) => d.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(dayOf(series, '2026-03-02')).toEqual({
      date: '2026-03-02',
      desks: 5,
      reserved: 2,
      present: 2,
      byFloor: [
        { floor: f1, desks: 3, reserved: 2 },
        { floor: f2, desks: 2, reserved: 0 },
      ],
      roomHours: 0,
      spots: 1,
    });
    expect(dayOf(series, '2026-03-10')).toEqual({
      date: '2026-03-10',
      desks: 5,
      reserved: 3,
      present: 0,
      byFloor: [
        { floor: f1, desks: 3, reserved: 1 },
        { floor: f2, desks: 2, reserved: 2 },
      ],
      roomHours: 3.5,
      spots: 1,
    });
    expect(dayOf(series, '2026-03-05')).toMatchObject({ reserved: 0, roomHours: 0, spots: 0 });
  });

  it("takes a floor's desks, reservations and rooms", async () => {
    expect(dayOf(await days(`from=2026-03-10&to=2026-03-10&floor=${f2}`), '2026-03-10')).toEqual({
      date: '2026-03-10',
      desks: 2,
      reserved: 2,
      present: 0,
      byFloor: [{ floor: f2, desks: 2, reserved: 2 }],
      roomHours: 2,
      spots: 1,
    });
  });

  it("shows a manager only the groups they manage, and refuses another group's", async () => {
    const mine = await days('from=2026-03-02&to=2026-03-10', managerA.token);
    expect(dayOf(mine, '2026-03-02')).toMatchObject({ desks: 3, reserved: 1, present: 1, spots: 0 });
    expect(dayOf(mine, '2026-03-10')).toEqual({
      date: '2026-03-10',
      desks: 3,
      reserved: 2,
      present: 0,
      byFloor: [
        { floor: f1, desks: 2, reserved: 1 },
        { floor: f2, desks: 1, reserved: 1 },
      ],
      roomHours: 1.5,
      spots: 1,
    });
    const other = await occupancy(`from=2026-03-02&to=2026-03-10&groupId=${groupB}`, managerA.token);
    expect(other.body).toMatchObject({ err: 403, reason: 'forecast.notYourGroup', payload: null });
    // An administrator of the office may ask for any group.
    expect(dayOf(await days(`from=2026-03-10&to=2026-03-10&groupId=${groupB}`), '2026-03-10')).toMatchObject({ desks: 2, reserved: 1 });
    const employee = await aPerson(t);
    expect((await occupancy('from=2026-03-02&to=2026-03-10', employee.token)).status).toBe(403);
  });

  it('serves future days up to the booking window, and at most 92 of them in one request', async () => {
    expect((await days('from=2026-03-04&to=2026-04-30')).at(-1)!.date).toBe('2026-04-03');
    expect((await days('from=2026-03-04&to=2026-06-04')).at(-1)!.date).toBe('2026-04-03');
    expect(await days('from=2026-05-01&to=2026-05-29')).toEqual([]);
    const tooMany = await occupancy('from=2026-03-04&to=2026-06-05');
    expect(tooMany.body).toMatchObject({ err: 400, reason: 'forecast.tooManyDays', payload: null });
    expect(
      (await t.call('GET', '/api/statistics/occupancy/export?from=2026-03-04&to=2026-06-05', { token: admin.token })).body,
    ).toMatchObject({
      err: 400,
      reason: 'forecast.tooManyDays',
    });
  });
});

describe('Ocupare.csv', () => {
  it("is the chart's days with a BOM, Romanian headers and each floor's columns", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/statistics/occupancy/export?from=2026-03-09&to=2026-03-10',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Ocupare.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      `Data,Birouri,Rezervate,Prezențe,Ore de rezervare a sălilor,Locuri de parcare,Etajul ${f1} - birouri,Etajul ${f1} - rezervate,Etajul ${f2} - birouri,Etajul ${f2} - rezervate`,
      `09.03.2026,5,0,0,0,0,3,0,2,0`,
      `10.03.2026,5,3,0,3.5,1,3,1,2,2`,
      '',
    ]);
  });
});
