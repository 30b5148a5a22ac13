import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATISTICS_START } from '../../bench/company/export-history.js';
import { generateCompany, type Company } from '../../bench/company/generate.js';
import { FIRST_FLOOR, FLOOR_COUNT, planOf } from '../../bench/company/plan.js';
import { createTestApp, type TestApp } from './harness.js';

// The synthetic company of issue #12 at a small scale: what it reports is what the tables
// hold, every constraint held while loading, and the rules the database does not enforce hold too.
const TODAY = '2027-03-01'; // a Monday
const quiet = () => undefined;

const count = async (t: TestApp, sql: string, params: unknown[] = []) => (await t.ctx.db.query<{ n: number }>(sql, params)).rows[0].n;

describe('the company on an empty database', () => {
  let t: TestApp;
  let c: Company;
  /** The tables as the load left them, before any test books (one does). */
  let loaded: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp({ demo: false, start: '2027-03-01T07:00:00Z' });
    c = await generateCompany(t.ctx.db, { scale: 0.01, today: TODAY, log: quiet });
    loaded = {
      employees: await count(t, "SELECT count(*) AS n FROM users WHERE username LIKE 'co-%'"),
      cars: await count(t, 'SELECT count(*) AS n FROM cars'),
      desks: await count(t, 'SELECT count(*) AS n FROM desks'),
      rooms: await count(t, 'SELECT count(*) AS n FROM rooms'),
      deskReservations: await count(t, 'SELECT count(*) AS n FROM desk_reservations'),
      roomReservations: await count(t, 'SELECT count(*) AS n FROM room_reservations'),
      towerRequests: await count(t, 'SELECT count(*) AS n FROM parking_reservations'),
      departments: await count(t, "SELECT count(*) AS n FROM groups WHERE type = 'Departament'"),
    };
  });
  afterAll(() => t.close());

  it('reports the rows it loaded', () => {
    expect(c.employees).toBe(100);
    expect(c.cars).toBe(30);
    expect(loaded).toEqual({
      employees: c.employees,
      cars: c.cars,
      desks: c.desks,
      rooms: c.rooms,
      deskReservations: c.deskReservations,
      roomReservations: c.roomReservations,
      towerRequests: c.towerRequests,
      departments: c.groups.length,
    });
  });

  it('books desks of the occupant’s own department, marks presence only on past days', async () => {
    expect(
      await count(
        t,
        `SELECT count(*) AS n FROM desk_reservations r JOIN desks d USING (desk_id) JOIN users u ON u.uuid = r.uuid
                      WHERE NOT (r.group_id = ANY (d.groups_id_list) AND r.group_id = u.main_group)`,
      ),
    ).toBe(0);
    expect(
      await count(
        t,
        `SELECT count(*) AS n FROM desk_reservations
                      WHERE status <> 'cancelled' AND (reservation_used IS NULL) <> (day >= $1::date)`,
        [TODAY],
      ),
    ).toBe(0);
    expect(
      await count(t, "SELECT count(*) AS n FROM desk_reservations WHERE day >= $1::date AND status <> 'cancelled'", [TODAY]),
    ).toBeGreaterThan(0);
  });

  it('keeps each day’s tower allocations within the capacity, with requests in every state', async () => {
    const cap = await count(t, "SELECT (value #>> '{}')::int AS n FROM settings WHERE building = '2' AND name = 'maxParkingSpaces'");
    expect(cap).toBe(c.towerSpaces);
    expect(
      await count(
        t,
        `SELECT count(*) AS n FROM (SELECT reservation_date FROM parking_reservations WHERE type IN (1, 2, 3)
                        GROUP BY 1 HAVING count(*) > $1) x`,
        [cap],
      ),
    ).toBe(0);
    const { rows } = await t.ctx.db.query<{ type: number }>('SELECT DISTINCT type FROM parking_reservations ORDER BY type');
    expect(rows.map((r) => r.type)).toEqual([0, 1, 2, 3, 4, 5]);
    // Requests use the requester's own car; nobody waits for a past day.
    expect(
      await count(t, 'SELECT count(*) AS n FROM parking_reservations r JOIN cars c ON c.id = r.car_id WHERE c.user_id <> r.user_id'),
    ).toBe(0);
    expect(await count(t, 'SELECT count(*) AS n FROM parking_reservations WHERE type = 0 AND reservation_date < $1::date', [TODAY])).toBe(
      0,
    );
  });

  it('puts its desks and rooms on floors 6 to 15, each floor its own map, each room open to its floor’s departments', async () => {
    const perFloor = planOf(0.01, TODAY).desksPerFloor;
    const { rows: floors } = await t.ctx.db.query<{ floor: number; n: number }>(
      'SELECT floor, count(*)::int AS n FROM desks GROUP BY floor ORDER BY floor',
    );
    expect(floors).toEqual(Array.from({ length: FLOOR_COUNT }, (_, i) => ({ floor: FIRST_FLOOR + i, n: perFloor })));
    expect(
      await count(
        t,
        `SELECT count(*) AS n FROM rooms r
          WHERE r.floor NOT BETWEEN $1 AND $2
             OR NOT EXISTS (SELECT 1 FROM desks d WHERE d.floor = r.floor AND d.groups_id_list && r.groups_id_list)`,
        [FIRST_FLOOR, FIRST_FLOOR + FLOOR_COUNT - 1],
      ),
    ).toBe(0);
    // The answers carry floors past the demo's plans (decisions §18), as their schemas now allow.
    const token = await t.login(c.people[0].username);
    const top = FIRST_FLOOR + FLOOR_COUNT - 1;
    const map = await t.call('GET', `/api/desks?date=${c.freeDay}&floor=${top}`, { token });
    expect(map.body.payload).toHaveLength(perFloor);
    expect(map.body.payload.every((d: { floor: number }) => d.floor === top)).toBe(true);
    const rooms = await t.call('GET', `/api/conference-rooms?date=${c.freeDay}`, { token });
    expect(rooms.body.err).toBe(0);
    expect(rooms.body.payload.length).toBe(c.rooms);
  });

  it('hands out people who can sign in, see their department’s map and book a desk on the free day', async () => {
    expect(c.people.length).toBeGreaterThan(10);
    expect(c.freeDay > TODAY).toBe(true);
    expect(await count(t, 'SELECT count(*) AS n FROM desk_reservations WHERE day = $1', [c.freeDay])).toBe(0);
    const who = c.people[0];
    const token = await t.login(who.username);
    const map = await t.call('GET', `/api/desks/group/${who.mainGroup}?date=${c.freeDay}`, { token });
    expect(map.body.err).toBe(0);
    const desks = map.body.payload as { deskId?: string; desk_id?: string }[];
    expect(desks.length).toBeGreaterThan(0);
    const deskId = desks[0].deskId ?? desks[0].desk_id;
    const booked = await t.call('POST', '/api/reservations/desks/update', { token, body: { deskId, reservationDate: c.freeDay } });
    expect(booked.body.err).toBe(0);
    // A day of next week (within the request window) the person has not asked for yet.
    const { rows } = await t.ctx.db.query<{ day: string }>(
      `SELECT d::date + 0 AS day FROM unnest(ARRAY['2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12']::date[]) AS d
        WHERE NOT EXISTS (SELECT 1 FROM parking_reservations WHERE user_id = $1 AND reservation_date = d) LIMIT 1`,
      [who.uuid],
    );
    const tower = await t.call('POST', '/api/reservations/parking/add', {
      token,
      body: { reservation_date: rows[0].day, car_id: who.carId },
    });
    expect(tower.body.err).toBe(0);
  });
});

describe('the company beside the demo organisation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, start: '2027-03-01T07:00:00Z' });
  });
  afterAll(() => t.close());

  it('loads without touching the demo’s people, desks and rooms', async () => {
    const before = await count(t, 'SELECT count(*) AS n FROM desk_reservations');
    const c = await generateCompany(t.ctx.db, { scale: 0.002, today: TODAY, log: quiet });
    expect(await count(t, 'SELECT count(*) AS n FROM desk_reservations')).toBe(before + c.deskReservations);
    expect(await count(t, "SELECT count(*) AS n FROM desks WHERE desk_id ~ '-[0-9]{1,3}$'")).toBe(192);
    expect(await t.login('angajat')).toBeTruthy();
  });
});

describe('the company with the desk history of the export at size', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false, start: '2027-03-01T07:00:00Z' });
  });
  afterAll(() => t.close());

  it('books earlier desks until the live reservations are as many as asked, none in the statistics’ default range', async () => {
    const c = await generateCompany(t.ctx.db, { scale: 0.01, today: TODAY, log: quiet, deskRowsAtLeast: 10_000 });
    expect(await count(t, 'SELECT count(*)::int AS n FROM desk_reservations')).toBe(c.deskReservations);
    const live = await count(t, "SELECT count(*)::int AS n FROM desk_reservations WHERE status <> 'cancelled'");
    expect(live).toBeGreaterThanOrEqual(10_000);
    expect(live).toBeLessThan(12_000);
    // Two years before today the company's own history starts; from the default range's first day to it, nothing.
    expect(
      await count(t, 'SELECT count(*)::int AS n FROM desk_reservations WHERE day >= $1::date AND day < $2::date', [
        STATISTICS_START,
        '2025-03-01',
      ]),
    ).toBe(0);
    expect(
      await count(
        t,
        `SELECT count(*)::int AS n FROM desk_reservations
          WHERE status <> 'cancelled' AND (reservation_used IS NULL) <> (day >= $1::date)`,
        [TODAY],
      ),
    ).toBe(0);
    expect(await count(t, 'SELECT count(*)::int AS n FROM attendance_days WHERE day < $1::date', [STATISTICS_START])).toBeGreaterThan(300);
  });
});
