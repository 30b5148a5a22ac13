import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { buildingAdmins, loadStatData, STAT_START, type StatData } from '../test/statistics.js';

// GET /api/statistics/groups, /manager and /reservations (decisions §10) on the real database,
// over the data set of server/test/statistics.ts (its table gives every number below).
let t: TestApp;
let d: StatData;
let admin: string;
let admins: { admin1: string; admin2: string };

beforeAll(async () => {
  t = await createTestApp({ demo: true, start: STAT_START });
  admin = await t.login('admin');
  d = await loadStatData(t);
  admins = await buildingAdmins(t, admin);
});
afterAll(() => t.close());

const get = async (url: string, token = admin) => {
  const r = await t.call('GET', url, { token });
  expect(r.body.err, `${url}: ${r.body.message}`).toBe(0);
  return r.body.payload;
};
const group = async (id: string, query: string, token = admin) =>
  ((await get(`/api/statistics/groups${query}`, token)) as { groupId: string }[]).find((g) => g.groupId === id);

describe('the table per group', () => {
  it('counts business days, allocations, live reservations and presence per group', async () => {
    // Monday 2 to Friday 6 March: 5 business days.
    expect(await group('stat-a', '?from=2026-03-02&to=2026-03-06')).toEqual({
      groupId: 'stat-a',
      name: 'Statistica A',
      type: 'Departament',
      desks: 2,
      businessDays: 5,
      allocations: 10,
      reservations: 6,
      present: 2,
      attendanceRate: 33, // r1 r2 r4 r5 r7 r8; present r1 (list), r4 (confirmed); 2/6
    });
    expect(await group('stat-b', '?from=2026-03-02&to=2026-03-06')).toEqual({
      groupId: 'stat-b',
      name: 'Statistica B',
      type: 'Proiect',
      desks: 1,
      businessDays: 5,
      allocations: 5,
      reservations: 1,
      present: 0,
      attendanceRate: 0,
    });
  });

  it('counts business days across a weekend and rounds the rate', async () => {
    // Friday 27 February to Monday 2 March: 2 business days; r10 (confirmed), r1 (present), r2 (list: absent) → 2/3 = 67.
    expect(await group('stat-a', '?from=2026-02-27&to=2026-03-02')).toMatchObject({
      businessDays: 2,
      allocations: 4,
      reservations: 3,
      present: 2,
      attendanceRate: 67,
    });
  });

  it('lists every group, the deleted one aside, with 0 where nothing was booked', async () => {
    const rows = (await get('/api/statistics/groups?from=2026-03-02&to=2026-03-06')) as {
      groupId: string;
      reservations: number;
      attendanceRate: number;
    }[];
    const { rows: groups } = await t.ctx.db.query<{ id: string }>('SELECT id FROM groups');
    expect(rows.map((r) => r.groupId).sort()).toEqual(groups.map((g) => g.id).sort());
    expect(rows.find((r) => r.groupId === 'it')).toMatchObject({ reservations: 0, attendanceRate: 0 });
  });

  it('counts from 8 February 2021 and by default to today', async () => {
    expect(await group('stat-a', '?from=2021-02-01&to=2021-02-12')).toMatchObject({ businessDays: 5, allocations: 10, reservations: 0 });
    expect(await group('stat-a', '?to=2021-02-05')).toMatchObject({ businessDays: 0, allocations: 0 });
    // 264 whole weeks from Monday 8 February 2021, then Monday to Wednesday 2–4 March 2026; r8 (the 5th) is left out.
    expect(await group('stat-a', '')).toMatchObject({
      businessDays: 1323,
      allocations: 2646,
      reservations: 6,
      present: 3,
      attendanceRate: 50,
    });
  });

  it('swaps a reversed pair and lets one bound fill the other', async () => {
    expect(await get('/api/statistics/groups?from=2026-03-06&to=2026-03-02')).toEqual(
      await get('/api/statistics/groups?from=2026-03-02&to=2026-03-06'),
    );
    expect(await group('stat-a', '?from=2026-03-03')).toMatchObject({ businessDays: 1, reservations: 2, present: 1 });
    expect(await group('stat-a', '?to=2026-03-03')).toMatchObject({ businessDays: 1, reservations: 2, present: 1 });
  });
});

interface ManagerRow {
  uuid: string;
  groupId: string;
  [k: string]: unknown;
}
const managerRows = async (query: string, token: string) => (await get(`/api/statistics/manager${query}`, token)) as ManagerRow[];

describe("the managers' table", () => {
  it('gives a manager one row per member of the groups he manages, absences only for past days', async () => {
    const rows = await managerRows('?from=2026-02-01&to=2026-03-06', d.tokens.manager);
    expect(rows.map((r) => r.groupId)).toEqual(['stat-a', 'stat-a']);
    const of = (uuid: string) => rows.find((r) => r.uuid === uuid);
    // ana: r10 r1 r5 r7; present r10 r1; absent r5 (r7 is today).
    expect(of(d.people.ana)).toEqual({
      uuid: d.people.ana,
      name: 'Ana Statistica',
      email: 'stat.ana@example.com',
      groupId: 'stat-a',
      groupName: 'Statistica A',
      members: 1,
      reservations: 4,
      present: 2,
      absent: 1,
      attendanceRate: 50,
    });
    // formula in stat-a: r2 r4 r8; present r4; absent r2 (r8 is ahead). Her stat-b booking is not the manager's.
    expect(of(d.people.formula)).toMatchObject({ name: '=Formula Om', reservations: 3, present: 1, absent: 1, attendanceRate: 33 });
  });

  it('runs from 8 February 2021 to today by default, and takes the date rules', async () => {
    const rows = await managerRows('', d.tokens.manager);
    expect(rows.find((r) => r.uuid === d.people.formula)).toMatchObject({ reservations: 2, present: 1, absent: 1, attendanceRate: 50 }); // r2 r4
    expect(await managerRows('?from=2026-03-03&to=2026-03-02', d.tokens.manager)).toEqual(
      await managerRows('?from=2026-03-02&to=2026-03-03', d.tokens.manager),
    );
    expect((await managerRows('?to=2026-03-05', d.tokens.manager)).find((r) => r.uuid === d.people.formula)).toMatchObject({
      reservations: 1,
      present: 0,
      absent: 0,
    });
  });

  it('shows administrators of the flexible office every group, a member once per group', async () => {
    for (const token of [admin, admins.admin1]) {
      const rows = await managerRows('?from=2026-02-01&to=2026-03-06', token);
      const b = rows.filter((r) => r.groupId === 'stat-b');
      expect(b.map((r) => r.uuid).sort()).toEqual([d.people.formula, d.people.bogdan].sort());
      expect(b.find((r) => r.uuid === d.people.formula)).toMatchObject({ reservations: 1, present: 0, absent: 1, attendanceRate: 0 }); // r6, 27 February
      expect(b.find((r) => r.uuid === d.people.bogdan)).toMatchObject({ reservations: 1, present: 0, absent: 1 }); // r3; r11 is in no group's row
      expect(rows.filter((r) => r.groupId === 'stat-a')).toHaveLength(2);
      expect(rows.some((r) => r.groupId === 'it')).toBe(true);
    }
  });
});

interface ReservationRow {
  _id: string;
  date: string;
  deskId: string;
  [k: string]: unknown;
}
const page = async (query: string) => (await get(`/api/statistics/reservations${query}`)) as { total: number; rows: ReservationRow[] };
const keys = (rows: ReservationRow[]) => rows.map((r) => Object.entries(d.ids).find(([, id]) => id === r._id)?.[0]);
const RANGE = '?from=2026-02-01&to=2026-03-06';

describe('the table of reservations', () => {
  it('lists live reservations by date, then desk in number order, with the fields of decisions §10', async () => {
    const { total, rows } = await page(RANGE);
    expect(total).toBe(10);
    expect(keys(rows)).toEqual(['r10', 'r6', 'r1', 'r2', 'r3', 'r4', 'r5', 'r7', 'r11', 'r8']);
    expect(rows.slice(2, 5).map((r) => r.deskId)).toEqual(['4-902', '4-1000', '5-901']);
    const byKey = (k: string) => rows.find((r) => r._id === d.ids[k]);
    expect(byKey('r2')).toEqual({
      _id: d.ids.r2,
      date: '2026-03-02',
      deskId: '4-1000',
      floor: 4,
      groupId: 'stat-a',
      groupName: 'Statistica A',
      uuid: d.people.formula,
      name: '=Formula Om',
      email: 'stat.formula@example.com',
      status: 'busy',
      released: false,
      parkingSpot: false,
      present: false,
      creatorName: 'Maria Managerstat',
    });
    expect(byKey('r1')).toMatchObject({ present: true, status: 'booked', creatorName: 'Ana Statistica' });
    expect(byKey('r4')).toMatchObject({ present: true, status: 'busy' });
    expect(byKey('r6')).toMatchObject({ floor: 5, parkingSpot: true, present: false, groupName: 'Statistica B' });
    expect(byKey('r11')).toMatchObject({ groupId: 'gone', groupName: null });
  });

  it('filters by floor, group and person', async () => {
    expect(keys((await page(`${RANGE}&floor=5`)).rows)).toEqual(['r6', 'r3']);
    // Any floor of the building may be asked for (decisions §18): one without reservations has no rows.
    expect((await page(`${RANGE}&floor=7`)).rows).toEqual([]);
    expect(keys((await page(`${RANGE}&groupId=stat-b`)).rows)).toEqual(['r6', 'r3']);
    expect(await page(`${RANGE}&uuid=${d.people.formula}`)).toMatchObject({ total: 4 });
    expect(keys((await page(`${RANGE}&uuid=${d.people.formula}&floor=4`)).rows)).toEqual(['r2', 'r4', 'r8']);
    expect(await page(`${RANGE}&groupId=nimic`)).toMatchObject({ total: 0, rows: [] });
  });

  it('pages by offset and limit with the total, across days and past the end', async () => {
    expect(await page(`${RANGE}&offset=3&limit=3`).then((p) => [p.total, keys(p.rows)])).toEqual([10, ['r2', 'r3', 'r4']]);
    expect(keys((await page(`${RANGE}&offset=8&limit=5`)).rows)).toEqual(['r11', 'r8']);
    expect(await page(`${RANGE}&offset=10`)).toMatchObject({ total: 10, rows: [] });
    expect(keys((await page(`${RANGE}&floor=4&offset=4&limit=2`)).rows)).toEqual(['r5', 'r7']);
  });

  it('counts a change of the reservations on the next read (the counts are kept under the office version)', async () => {
    const before = await page(RANGE);
    await t.ctx.db.query("UPDATE desk_reservations SET status = 'cancelled' WHERE id = $1", [d.ids.r5]); // as any write path would
    const after = await page(RANGE);
    expect(after.total).toBe(before.total - 1);
    expect(keys(after.rows)).not.toContain('r5');
    await t.ctx.db.query("UPDATE desk_reservations SET status = 'booked' WHERE id = $1", [d.ids.r5]);
    expect(await page(RANGE)).toEqual(before);
  });

  it('runs from 8 February 2021 to today by default, and takes the date rules', async () => {
    expect(await page('')).toMatchObject({ total: 9, from: '2021-02-08', to: '2026-03-04' }); // r8 is ahead
    expect(keys((await page('?from=2026-03-03')).rows)).toEqual(['r4', 'r5']);
    expect(keys((await page('?to=2026-03-05')).rows)).toEqual(['r8']);
    expect(await page('?from=2026-03-04&to=2026-03-02')).toEqual(await page('?from=2026-03-02&to=2026-03-04'));
  });
});

describe('occupancy per day (the chart of the reservations)', () => {
  // The chart's first four fields (the forecast's further ones: forecast.test.ts).
  const series = async (query: string, token = admin) =>
    ((await get(`/api/statistics/occupancy${query}`, token)) as { date: string; desks: number; reserved: number; present: number }[]).map(
      ({ date, desks, reserved, present }) => ({ date, desks, reserved, present }),
    );
  const deskCount = async (where: string) =>
    (await t.ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM desks WHERE ${where}`)).rows[0].n;

  it('gives each weekday its reserved and present desks against the desks there are', async () => {
    const all = await deskCount('true');
    // Friday 27 February to Thursday 5 March: the weekend left out; r9 is cancelled.
    expect(await series('?from=2026-02-27&to=2026-03-05')).toEqual([
      { date: '2026-02-27', desks: all, reserved: 2, present: 1 }, // r10 (confirmed), r6
      { date: '2026-03-02', desks: all, reserved: 3, present: 1 }, // r1 (list), r2 (list: absent), r3
      { date: '2026-03-03', desks: all, reserved: 2, present: 1 }, // r4 (confirmed), r5
      { date: '2026-03-04', desks: all, reserved: 2, present: 0 }, // r7, r11
      { date: '2026-03-05', desks: all, reserved: 1, present: 0 }, // r8
    ]);
  });

  it('takes the floor and the group of the table', async () => {
    expect(await series('?from=2026-02-27&to=2026-03-05&groupId=stat-a')).toEqual([
      { date: '2026-02-27', desks: 2, reserved: 1, present: 1 },
      { date: '2026-03-02', desks: 2, reserved: 2, present: 1 },
      { date: '2026-03-03', desks: 2, reserved: 2, present: 1 },
      { date: '2026-03-04', desks: 2, reserved: 1, present: 0 },
      { date: '2026-03-05', desks: 2, reserved: 1, present: 0 },
    ]);
    const floor5 = await deskCount('floor = 5');
    expect((await series('?from=2026-02-27&to=2026-03-03&floor=5')).map((d) => [d.date, d.desks, d.reserved])).toEqual([
      ['2026-02-27', floor5, 1], // r6
      ['2026-03-02', floor5, 1], // r3
      ['2026-03-03', floor5, 0],
    ]);
  });

  it('is for the administrators of the flexible office and the managers (decisions §21), and refuses malformed values', async () => {
    const employee = await t.login('angajat');
    for (const token of [employee, admins.admin2]) expect((await t.call('GET', '/api/statistics/occupancy', { token })).status).toBe(403);
    // A manager counts the desks and reservations of the group they manage (stat-a), not the office's.
    expect(await series('?from=2026-02-27&to=2026-03-05', d.tokens.manager)).toEqual(
      await series('?from=2026-02-27&to=2026-03-05&groupId=stat-a'),
    );
    expect((await t.call('GET', '/api/statistics/occupancy')).status).toBe(401);
    for (const q of ['from=2026-02-30', 'floor=201', 'groupId='])
      expect((await t.call('GET', `/api/statistics/occupancy?${q}`, { token: admin })).body).toMatchObject({ err: 400 });
    // A reversed range is swapped; by default from 8 February 2021 to today.
    expect(await series('?from=2026-03-03&to=2026-03-02')).toEqual(await series('?from=2026-03-02&to=2026-03-03'));
    const byDefault = await series('');
    expect([byDefault[0].date, byDefault.at(-1)!.date]).toEqual(['2021-02-08', '2026-03-04']);
  });
});

describe('rights and malformed values', () => {
  const ROUTES = ['/api/statistics/groups', '/api/statistics/manager', '/api/statistics/reservations'];
  const EXPORTS = ROUTES.map((r) => `${r}/export`);

  it('answers 401 without a token', async () => {
    for (const url of [...ROUTES, ...EXPORTS]) expect((await t.call('GET', url)).body, url).toMatchObject({ err: 401, payload: null });
  });

  it('answers 403 to those the table is not for', async () => {
    const employee = await t.login('angajat');
    const forbidden = [
      ...[...ROUTES, ...EXPORTS].map((url) => [url, employee]),
      ...['/api/statistics/groups', '/api/statistics/reservations', '/api/statistics/manager']
        .flatMap((u) => [u, `${u}/export`])
        .map((url) => [url, admins.admin2]),
      ...['/api/statistics/groups', '/api/statistics/reservations']
        .flatMap((u) => [u, `${u}/export`])
        .map((url) => [url, d.tokens.manager]),
    ];
    for (const [url, token] of forbidden) {
      const r = await t.call('GET', url, { token });
      expect(r.body, url).toMatchObject({ err: 403, payload: null });
      expect(r.body.message).toMatch(/\S/);
    }
    expect((await get('/api/statistics/groups', admins.admin1)).length).toBeGreaterThan(2);
    expect((await get('/api/statistics/reservations', admins.admin1)).total).toBe(9);
  });

  it('refuses malformed query values with a 400 in the envelope, never a 500', async () => {
    const bad = [
      ...['groups', 'manager', 'reservations'].flatMap((p) => [
        `${p}?from=2026-02-30`,
        `${p}?to=04.03.2026`,
        `${p}?from=2026-3-4`,
        `${p}/export?from=x`,
      ]),
      'reservations?offset=-1',
      'reservations?offset=1.5',
      'reservations?limit=0',
      'reservations?limit=501',
      'reservations?limit=abc',
      'reservations?floor=201',
      'reservations?floor=abc',
      'reservations?floor=',
      'reservations?uuid=abc',
      'reservations/export?floor=4.5',
      'reservations/export?uuid=1',
    ];
    for (const q of bad) {
      const r = await t.call('GET', `/api/statistics/${q}`, { token: admin });
      expect(r.status, q).toBe(400);
      expect(r.body, q).toMatchObject({ err: 400, payload: null });
      expect(r.body.message, q).toMatch(/\S/);
    }
    const r = await t.call('GET', '/api/statistics/reservations?limit=501', { token: admin });
    expect(r.body.message).toMatch(/cel mult 500 de rânduri/);
  });
});

it('lists every statistics route in the OpenAPI document, tagged and with its access', () => {
  const doc = t.app.swagger() as { paths: Record<string, { get?: { tags?: string[]; 'x-access'?: string } }> };
  const expected: Record<string, string> = {
    '/api/statistics/groups': 'admin:1',
    '/api/statistics/manager': 'manager',
    '/api/statistics/reservations': 'admin:1',
    '/api/statistics/tower/days': 'admin:2',
    '/api/statistics/tower/reservations': 'admin:2',
  };
  for (const [path, access] of Object.entries(expected)) {
    for (const p of [path, `${path}/export`]) expect(doc.paths[p]?.get, p).toMatchObject({ tags: ['statistics'], 'x-access': access });
  }
});
