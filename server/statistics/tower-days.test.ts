import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOWER } from '../../domain/buildings.js';
import { TYPE } from '../../domain/tower/engine.js';
import type { PriorityKind } from '../../domain/tower/priority.js';
import { statusWords, TYPE_WORDS } from '../../domain/tower/type-words.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { holdsPriority } from '../test/rounds.js';
import { buildingAdmins } from '../test/statistics.js';
import { towerHelpers, type TowerUser } from '../test/tower.js';
import { keysetBatches } from './file-replies.js';
import {
  towerReservationBatch,
  towerReservationRows,
  type TowerReservationKey,
  type TowerReservationRow,
} from './tower-reservations-queries.js';

// GET /api/statistics/tower/days (tower §9, decisions §10) and the two tower workbooks
// (/tower/days/export, /tower/reservations/export). Wednesday 4 March 2026, 10:00 Bucharest.
let t: TestApp;
let admin: string;
let admins: { admin1: string; admin2: string };
let people: TowerUser[];

async function put(u: TowerUser, day: string, type: number, confirmed = false, priority: PriorityKind | null = null) {
  const { rows } = await t.ctx.db.query<{ id: string }>(
    'INSERT INTO parking_reservations (id, date_added, reservation_date, user_id, car_id, type, reservation_confirmed) VALUES (gen_random_uuid(), now(), $1, $2, $3, $4, $5) RETURNING id',
    [day, u.uuid, u.carId, type, confirmed],
  );
  if (priority) await holdsPriority(t, rows[0].id, priority);
}

beforeAll(async () => {
  t = await createTestApp({ demo: true, start: '2026-03-04T08:00:00Z' });
  admin = await t.login('admin');
  admins = await buildingAdmins(t, admin);
  const h = towerHelpers(t);
  await h.emptyTower(10, 0); // capacity 10 unless a day says otherwise
  await t.ctx.db.query("INSERT INTO settings (building, name, value) VALUES ($1, 'maxParkingSpacesTuesday', '8')", [TOWER]);
  await t.ctx.db.query("INSERT INTO parking_day_log (date, parking_size) VALUES ('2026-03-02', 7)");
  people = await h.users(4);
  const [a, b, c, e] = people;
  await t.ctx.db.query('UPDATE users SET name = $2 WHERE uuid = $1', [a.uuid, '=HYPERLINK("x")']);
  await put(a, '2026-02-27', TYPE.first, true); // last month
  // Monday 2 March, 7 places (the day log): occupied a (1st round, an electric space) and b (2nd round),
  // c unconfirmed (an accessible space), e absent (an electric space, left unused but given: it counts).
  await put(a, '2026-03-02', TYPE.first, true, 'electric');
  await put(b, '2026-03-02', TYPE.second, true);
  await put(c, '2026-03-02', TYPE.second, false, 'accessible');
  await put(e, '2026-03-02', TYPE.absent, false, 'electric');
  // Tuesday 3 March, 8 places (the weekday's setting): a waiting, b not allocated, c cancelled, e allocated, not yet confirmed.
  await put(a, '2026-03-03', TYPE.queue);
  await put(b, '2026-03-03', TYPE.notAllocated);
  await put(c, '2026-03-03', TYPE.cancelled, false, 'accessible'); // cancelled: its space counts nowhere
  await put(e, '2026-03-03', TYPE.first, false);
});
afterAll(() => t.close());

const days = async (query = '', token = admin) => {
  const r = await t.call('GET', `/api/statistics/tower/days${query}`, { token });
  expect(r.body.err, r.body.message).toBe(0);
  return r.body.payload as {
    date: string;
    requests: number;
    places: number;
    unallocated: number;
    absent: number;
    occupied: number;
    priorityElectric: number;
    priorityAccessible: number;
  }[];
};

describe("the tower's table per working day", () => {
  it('counts requests, places, unallocated, absent and occupied per day', async () => {
    expect(await days('?from=2026-03-02&to=2026-03-08')).toEqual([
      { date: '2026-03-02', requests: 4, places: 7, unallocated: 0, absent: 1, occupied: 2, priorityElectric: 2, priorityAccessible: 1 },
      { date: '2026-03-03', requests: 3, places: 8, unallocated: 2, absent: 0, occupied: 0, priorityElectric: 0, priorityAccessible: 0 },
      { date: '2026-03-04', requests: 0, places: 10, unallocated: 0, absent: 0, occupied: 0, priorityElectric: 0, priorityAccessible: 0 },
      { date: '2026-03-05', requests: 0, places: 10, unallocated: 0, absent: 0, occupied: 0, priorityElectric: 0, priorityAccessible: 0 },
      { date: '2026-03-06', requests: 0, places: 10, unallocated: 0, absent: 0, occupied: 0, priorityElectric: 0, priorityAccessible: 0 },
    ]); // no row for the weekend of 7–8 March
  });

  it('covers the current month by default, working days only', async () => {
    const rows = await days();
    expect(rows).toHaveLength(22);
    expect([rows[0].date, rows[21].date]).toEqual(['2026-03-02', '2026-03-31']);
  });

  it('swaps a reversed pair and lets one bound fill the other', async () => {
    expect(await days('?from=2026-03-03&to=2026-02-27')).toEqual(await days('?from=2026-02-27&to=2026-03-03'));
    expect(await days('?from=2026-02-27')).toEqual([
      { date: '2026-02-27', requests: 1, places: 10, unallocated: 0, absent: 0, occupied: 1, priorityElectric: 0, priorityAccessible: 0 },
    ]);
    expect(await days('?to=2026-03-07')).toEqual([]); // a Saturday
  });

  it('is for administrators of the tower only, and refuses malformed dates', async () => {
    expect(await days('', admins.admin2)).toHaveLength(22);
    const employee = await t.login('angajat');
    for (const url of ['/api/statistics/tower/days', '/api/statistics/tower/days/export', '/api/statistics/tower/reservations/export']) {
      expect((await t.call('GET', url)).body, url).toMatchObject({ err: 401, payload: null });
      for (const token of [employee, admins.admin1, people[0].token])
        expect((await t.call('GET', url, { token })).body, url).toMatchObject({ err: 403, payload: null });
    }
    for (const q of [
      'days?from=2026-02-30',
      'days?to=2026/03/04',
      'days/export?from=x',
      'reservations/export?uuid=1',
      'reservations/export?to=2026-3-1',
    ]) {
      const r = await t.call('GET', `/api/statistics/tower/${q}`, { token: admin });
      expect(r.body, q).toMatchObject({ err: 400, payload: null });
      expect(r.body.message, q).toMatch(/\S/);
    }
  });
});

async function workbook(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.headers['content-disposition']).toBe('attachment; filename="Rezervari.xlsx"');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  expect(wb.worksheets.map((w) => w.name)).toEqual(['Rezervari']);
  const rows: unknown[][] = [];
  wb.getWorksheet('Rezervari')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v);
  return { header: rows[0], rows: rows.slice(1).map((r) => [day(r[0]), ...r.slice(1)]) };
}

describe('the workbooks', () => {
  it('the days: one sheet Rezervari, the table of the same range', async () => {
    const { header, rows } = await workbook('/api/statistics/tower/days/export?from=2026-02-27&to=2026-03-06');
    // The specification's columns first, in its order; decisions §26's priority spaces after them.
    expect(header).toEqual([
      'Data',
      'Total cereri',
      'Locuri disponibile',
      'Cereri nealocate',
      'Absenți',
      'Locuri ocupate efectiv',
      'Locuri prioritare electrice',
      'Locuri prioritare accesibile',
    ]);
    const table = await days('?from=2026-02-27&to=2026-03-06');
    expect(rows).toEqual(
      table.map((r) => [r.date, r.requests, r.places, r.unallocated, r.absent, r.occupied, r.priorityElectric, r.priorityAccessible]),
    );
    expect(rows).toHaveLength(6);
  });

  it('the reservations: the table of the same filters, a formula as a text cell without the quote', async () => {
    const [a] = people;
    for (const q of ['', `?uuid=${a.uuid}&from=2026-01-01&to=2026-12-31`]) {
      const { header, rows } = await workbook(`/api/statistics/tower/reservations/export${q}`);
      expect(header).toEqual(['Data', 'Nr. înmatriculare', 'Nume', 'E-mail', 'Status', 'Evaluare', 'Mașină de serviciu']);
      const table = (await t.call('GET', `/api/statistics/tower/reservations${q}`, { token: admin })).body.payload as Record<
        string,
        string
      >[];
      // The table's `status` is tower §4's label; the sheet, written for people, says it with diacritics.
      expect(rows, q).toEqual(table.map((r) => [r.date, r.licensePlate, r.name, r.email, statusWords(r.status), r.graded, r.functionCar]));
      expect(rows.length, q).toBeGreaterThan(0);
      for (const r of rows) expect(Object.values(TYPE_WORDS), q).toContain(r[4]);
    }
    const { rows } = await workbook('/api/statistics/tower/reservations/export?from=2026-03-02&to=2026-03-02');
    expect(rows.find((r) => r[1] === a.plate)?.[2]).toBe(`=HYPERLINK("x")`);
    expect(rows).toHaveLength(4);
  });
});

describe('batches', () => {
  it('a range longer than one batch of days is the whole table', async () => {
    const { rows } = await workbook('/api/statistics/tower/days/export?from=2020-01-01&to=2026-12-31');
    const table = await days('?from=2020-01-01&to=2026-12-31');
    expect(table.length).toBeGreaterThan(1800);
    expect(rows).toEqual(
      table.map((r) => [r.date, r.requests, r.places, r.unallocated, r.absent, r.occupied, r.priorityElectric, r.priorityAccessible]),
    );
  });

  it('read one row at a time, the tower reservations are the table, in its order', async () => {
    const filter = { from: '2026-02-01', to: '2026-03-31', uuid: null, carId: null, cancelled: TYPE.cancelled };
    const all = await towerReservationRows(t.ctx.db, filter, null, null);
    const batched: TowerReservationRow[] = [];
    const key = (r: TowerReservationRow): TowerReservationKey => ({
      day: r.reservation_date,
      name: r.name,
      plate: r.license_plate,
      id: r.id,
    });
    const first = { day: filter.from, name: '', plate: '', id: '00000000-0000-0000-0000-000000000000' };
    for await (const rows of keysetBatches(
      (after: TowerReservationKey) => towerReservationBatch(t.ctx.db, filter, after, 1),
      first,
      key,
      1,
    ))
      batched.push(...rows);
    expect(all).toHaveLength(8);
    expect(batched.map((r) => r.id)).toEqual(all.map((r) => r.id));
  });
});
