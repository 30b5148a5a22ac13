import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../../domain/time.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loadStatData, STAT_START, type StatData } from '../test/statistics.js';
import { EXPORT_BATCH, keysetBatches } from './file-replies.js';
import { managerRows, type ManagerKey, type ManagerRow } from './manager-queries.js';
import { reservationRows, type ReservationKey, type ReservationRow } from './reservations-queries.js';

// The CSV exports of decisions §10 (Admin.csv, Manager.csv, Rezervari.csv): read back, they are
// the JSON tables; they stream in keyset batches, and refuse in the JSON envelope.
let t: TestApp;
let d: StatData;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true, start: STAT_START });
  admin = await t.login('admin');
  d = await loadStatData(t);
});
afterAll(() => t.close());

async function csv(url: string, token = admin) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const text = res.body;
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { res, text, header: parsed.meta.fields, rows: parsed.data };
}
const json = async (url: string, token = admin) => (await t.call('GET', url, { token })).body.payload;
const cell = (v: unknown) => (v === null ? '' : String(v));
const yesNo = (b: unknown) => (b ? 'Da' : 'Nu');

describe('Admin.csv', () => {
  it('is the table per group, with its headers, type and file name', async () => {
    const q = '?from=2026-02-27&to=2026-03-06';
    const { res, header, rows } = await csv(`/api/statistics/groups/export${q}`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Admin.csv"');
    expect(header).toEqual([
      'ID grup',
      'Grup',
      'Tip',
      'Birouri',
      'Zile lucrătoare',
      'Alocări',
      'Rezervări',
      'Prezențe',
      'Rata de prezență (%)',
    ]);
    const expected = (await json(`/api/statistics/groups${q}`)).map((g: Record<string, unknown>) => ({
      'ID grup': g.groupId,
      Grup: g.name,
      Tip: g.type,
      Birouri: cell(g.desks),
      'Zile lucrătoare': cell(g.businessDays),
      Alocări: cell(g.allocations),
      Rezervări: cell(g.reservations),
      Prezențe: cell(g.present),
      'Rata de prezență (%)': cell(g.attendanceRate),
    }));
    expect(rows).toEqual(expected);
    expect(rows.find((r) => r['ID grup'] === 'stat-a')).toMatchObject({
      Alocări: '12',
      Rezervări: '7',
      Prezențe: '3',
      'Rata de prezență (%)': '43',
    });
  });
});

describe('Manager.csv', () => {
  it("is the manager's table, the name that starts with = neutralized", async () => {
    const q = '?from=2026-02-01&to=2026-03-06';
    const { res, text, header, rows } = await csv(`/api/statistics/manager/export${q}`, d.tokens.manager);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Manager.csv"');
    expect(header).toEqual([
      'ID utilizator',
      'Nume',
      'E-mail',
      'ID grup',
      'Grup',
      'Rezervări',
      'Prezențe',
      'Absențe',
      'Rata de prezență (%)',
    ]);
    expect(text).toContain(",'=Formula Om,");
    const expected = (await json(`/api/statistics/manager${q}`, d.tokens.manager)).map((m: Record<string, unknown>) => ({
      'ID utilizator': m.uuid,
      Nume: String(m.name).replace(/^=/, "'="),
      'E-mail': m.email,
      'ID grup': m.groupId,
      Grup: m.groupName,
      Rezervări: cell(m.reservations),
      Prezențe: cell(m.present),
      Absențe: cell(m.absent),
      'Rata de prezență (%)': cell(m.attendanceRate),
    }));
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(expected);
  });
});

describe('Rezervari.csv', () => {
  const rowOf = (r: Record<string, unknown>) => ({
    ID: r._id,
    Data: formatDay(String(r.date)),
    Birou: r.deskId,
    Etaj: cell(r.floor),
    'ID grup': cell(r.groupId),
    Grup: cell(r.groupName),
    'ID utilizator': r.uuid,
    Nume: String(r.name).replace(/^=/, "'="),
    'E-mail': r.email,
    Stare: r.status === 'busy' ? 'Ocupat' : 'Rezervat',
    'Loc de parcare': yesNo(r.parkingSpot),
    Prezent: yesNo(r.present),
    'Creat de': cell(r.creatorName).replace(/^=/, "'="),
  });

  it('is every row of the table, in its order, with the same filters', async () => {
    for (const q of [
      '?from=2026-02-01&to=2026-03-06',
      '',
      `?from=2026-02-01&to=2026-03-06&floor=4&uuid=${d.people.formula}`,
      '?groupId=stat-b&from=2026-01-01',
    ]) {
      const { res, header, rows } = await csv(`/api/statistics/reservations/export${q}`);
      expect(res.headers['content-disposition']).toBe('attachment; filename="Rezervari.csv"');
      expect(header).toEqual([
        'ID',
        'Data',
        'Birou',
        'Etaj',
        'ID grup',
        'Grup',
        'ID utilizator',
        'Nume',
        'E-mail',
        'Stare',
        'Loc de parcare',
        'Prezent',
        'Creat de',
      ]);
      const table = await json(`/api/statistics/reservations${q}${q ? '&' : '?'}limit=500`);
      expect(rows, q).toEqual(table.rows.map(rowOf));
      expect(rows.length, q).toBe(table.total);
    }
  });

  it('neutralizes a formula and keeps a date, status and yes/no readable', async () => {
    const { text, rows } = await csv('/api/statistics/reservations/export?from=2026-03-02&to=2026-03-02');
    expect(text).toContain(",'=Formula Om,");
    expect(rows.map((r) => [r.Data, r.Birou, r.Stare, r.Prezent, r['Creat de']])).toEqual([
      ['02.03.2026', '4-902', 'Rezervat', 'Da', 'Ana Statistica'],
      ['02.03.2026', '4-1000', 'Ocupat', 'Nu', 'Maria Managerstat'],
      ['02.03.2026', '5-901', 'Rezervat', 'Nu', 'Bogdan Statistica'],
    ]);
  });

  it('streams more rows than one batch, in the order of the table', async () => {
    // Each demo desk, held by one person of its own, on every weekday of January 2025: more than one batch.
    await t.ctx.db.query(
      `INSERT INTO desk_reservations (id, desk_id, uuid, creator_uuid, group_id, day, reservation_date, creation_date, status)
       SELECT gen_random_uuid(), ds.desk_id, us.uuid, us.uuid, 'stat-a', dy::date, dy, now(), 'booked'
         FROM (SELECT desk_id, row_number() OVER (ORDER BY desk_id) AS i FROM desks) ds
         JOIN (SELECT uuid, row_number() OVER (ORDER BY uuid) AS i FROM users) us ON us.i = ds.i,
              generate_series('2025-01-01'::date, '2025-01-31'::date, interval '1 day') dy
        WHERE extract(isodow FROM dy) < 6`,
    );
    const { rows: n } = await t.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM desk_reservations WHERE day BETWEEN '2025-01-01' AND '2025-01-31'",
    );
    expect(n[0].n).toBeGreaterThan(EXPORT_BATCH);
    const { rows } = await csv('/api/statistics/reservations/export?from=2025-01-01&to=2025-01-31');
    expect(rows).toHaveLength(n[0].n);
    const order = rows.map((r) => [r.Data.split('.').reverse().join('-'), ...r.Birou.split('-').map(Number)] as [string, number, number]);
    const sorted = [...order].sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1] || a[2] - b[2]);
    expect(order).toEqual(sorted);
    expect(new Set(rows.map((r) => r.ID)).size).toBe(rows.length);
    await t.ctx.db.query("DELETE FROM desk_reservations WHERE day BETWEEN '2025-01-01' AND '2025-01-31'");
  });
});

describe('keyset batches', () => {
  it('read in batches of 2, the reservations are the table, however the batches fall', async () => {
    const filter = { from: '2026-02-01', to: '2026-03-06', floor: null, groupId: null, uuid: null };
    const all = await reservationRows(t.ctx.db, filter, { day: filter.from, floorNo: '-1', deskNo: '-1', deskId: '' }, 0, 100);
    const batched: ReservationRow[] = [];
    const key = (r: ReservationRow): ReservationKey => ({ day: r.day, floorNo: r.floorNo, deskNo: r.deskNo, deskId: r.deskId });
    for await (const rows of keysetBatches(
      (after: ReservationKey) => reservationRows(t.ctx.db, filter, after, 0, 2),
      { day: filter.from, floorNo: '-1', deskNo: '-1', deskId: '' },
      key,
      2,
    )) {
      expect(rows.length).toBeLessThanOrEqual(2);
      batched.push(...rows);
    }
    expect(batched.map((r) => r.id)).toEqual(all.map((r) => r.id));
    expect(all).toHaveLength(10);
  });

  it("read in batches of 1, the managers' table is the table", async () => {
    const filter = { from: '2026-02-01', to: '2026-03-06', today: '2026-03-04', groups: null };
    const all = await managerRows(t.ctx.db, filter, null, null);
    const batched: ManagerRow[] = [];
    const key = (r: ManagerRow): ManagerKey => ({ groupName: r.group_name, groupId: r.group_id, name: r.name, uuid: r.uuid });
    for await (const rows of keysetBatches((after: ManagerKey | null) => managerRows(t.ctx.db, filter, after, 1), null, key, 1))
      batched.push(...rows);
    expect(batched).toEqual(all);
    expect(all.length).toBeGreaterThan(200);
  });
});

describe('refusals come before the file, in the envelope', () => {
  it('401, 403 and 400 are JSON', async () => {
    const employee = await t.login('angajat');
    const cases: [string, string | undefined, number][] = [
      ['/api/statistics/groups/export', undefined, 401],
      ['/api/statistics/reservations/export', employee, 403],
      ['/api/statistics/manager/export', employee, 403],
      ['/api/statistics/reservations/export?floor=201', admin, 400],
      ['/api/statistics/groups/export?from=2026-13-01', admin, 400],
    ];
    for (const [url, token, status] of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['content-disposition'], url).toBeUndefined();
      expect(res.json(), url).toMatchObject({ err: status, payload: null });
    }
  });
});
