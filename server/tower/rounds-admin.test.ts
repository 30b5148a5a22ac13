import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOWER } from '../../domain/buildings.js';
import type { DayRounds } from '../../domain/schemas/tower-rounds-answers.js';
import { TYPE } from '../../domain/tower/engine.js';
import { aDriver, aPerson, aTowerRequest, type Driver, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { aRound } from '../test/rounds.js';

// GET /api/reservations/parking/rounds and its export (decisions §26, issue #47 point 4): a day's
// rounds as the allocation wrote them, for the tower's administrators. Wednesday 4 March 2026, 10:00;
// the day read is Monday 9 March, whose first round ran on Friday 6 March at 14:00 and second on Friday at 18:00.
const DAY = '2026-03-09';
let t: TestApp;
let admin2: Person;
let admin1: Person;
let driver: Driver;
let [ana, bogdan, cora]: Driver[] = [];
const req: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-04T08:00:00Z' });
  admin2 = await aPerson(t, { building: TOWER, adminOf: [TOWER] });
  admin1 = await aPerson(t, { adminOf: ['1'] });
  driver = await aDriver(t);
  ana = await aDriver(t, { name: 'Ana Electrică', electric: true });
  bogdan = await aDriver(t, { name: '=Bogdan Formula' });
  cora = await aDriver(t, { name: 'Cora Accesibil', accessibleSpace: true });
  for (const p of [ana, bogdan, cora]) req[p.name] = await aTowerRequest(t, { person: p, car: p.carId, day: DAY });
  // The second round first: the view orders the rounds, not the insertion.
  await aRound(t, {
    date: DAY,
    round: 'second',
    ranAt: '2026-03-06T16:00:00Z',
    open: 2,
    free: 0,
    entries: [{ request: req['=Bogdan Formula'], indiscipline: 1, dateAdded: '2026-03-02T07:00:00Z', outcome: TYPE.notAllocated }],
  });
  // Listed out of position order: the view orders the entries by position.
  await aRound(t, {
    date: DAY,
    round: 'first',
    ranAt: '2026-03-06T12:00:00Z',
    open: 2,
    electricSpaces: 1,
    accessibleSpaces: 1,
    entries: [
      {
        request: req['Cora Accesibil'],
        dateAdded: '2026-03-03T09:30:15Z',
        accessible: true,
        priority: 'accessible',
        outcome: TYPE.first,
        rule: 'accessible',
      },
      {
        request: req['Ana Electrică'],
        dateAdded: '2026-03-02T08:00:00Z',
        electric: true,
        priority: 'electric',
        outcome: TYPE.first,
        rule: 'electric',
      },
      { request: req['=Bogdan Formula'], indiscipline: 1, dateAdded: '2026-03-02T07:00:00Z', outcome: TYPE.queue, rule: 'indiscipline' },
    ],
  });
});
afterAll(() => t.close());

const view = async (date = DAY, token = admin2.token) => {
  const r = await t.call('GET', `/api/reservations/parking/rounds?date=${date}`, { token });
  expect(r.body.err, r.body.message).toBe(0);
  return r.body.payload as DayRounds;
};

describe("the administrators' view of a day's rounds", () => {
  it('answers each round with its spaces, the first before the second, each order by position', async () => {
    const d = await view();
    expect(d.date).toBe(DAY);
    expect(d.rounds.map((r) => r.round)).toEqual(['first', 'second']);
    const [first, second] = d.rounds;
    expect(first).toMatchObject({
      ranAt: '2026-03-06T12:00:00.000Z',
      open: 2,
      free: 2,
      electricSpaces: 1,
      accessibleSpaces: 1,
      requests: 3,
    });
    expect(first.entries).toEqual([
      {
        position: 1,
        requestId: req['Cora Accesibil'],
        userId: cora.uuid,
        name: 'Cora Accesibil',
        licensePlate: cora.plate,
        indiscipline: 0,
        dateAdded: '2026-03-03T09:30:15.000Z',
        electric: false,
        accessible: true,
        priority: 'accessible',
        outcome: TYPE.first,
        rule: 'accessible',
      },
      expect.objectContaining({ position: 2, userId: ana.uuid, electric: true, priority: 'electric', rule: 'electric' }),
      expect.objectContaining({
        position: 3,
        userId: bogdan.uuid,
        indiscipline: 1,
        priority: null,
        outcome: TYPE.queue,
        rule: 'indiscipline',
      }),
    ]);
    expect(second).toMatchObject({
      free: 0,
      requests: 1,
      entries: [{ position: 1, userId: bogdan.uuid, outcome: TYPE.notAllocated, rule: null }],
    });
  });

  it('answers no rounds for a day none has run for', async () => {
    expect(await view('2026-03-10')).toEqual({ date: '2026-03-10', rounds: [] });
  });

  it('is for administrators of the tower only', async () => {
    const role = await aPerson(t, { role: 'admin' });
    expect((await view(DAY, role.token)).rounds).toHaveLength(2);
    for (const url of [`/api/reservations/parking/rounds?date=${DAY}`, `/api/reservations/parking/rounds/export?date=${DAY}`]) {
      expect((await t.call('GET', url)).body, url).toMatchObject({ err: 401, payload: null });
      for (const token of [admin1.token, driver.token, ana.token])
        expect((await t.call('GET', url, { token })).body, url).toMatchObject({ err: 403, payload: null });
    }
  });

  it('refuses a malformed or missing date, in Romanian', async () => {
    for (const q of ['?date=2026-02-30', '?date=9.3.2026', '', `?date=${DAY}&format=pdf`]) {
      const path = q.includes('format') ? 'rounds/export' : 'rounds';
      const r = await t.call('GET', `/api/reservations/parking/${path}${q}`, { token: admin2.token });
      expect(r.body, q).toMatchObject({ err: 400, payload: null });
      expect(r.body.message, q).toMatch(/[ăâîșțĂÂÎȘȚ]|Data|dat/);
    }
  });
});

const HEADER = [
  'Data',
  'Runda',
  'Rulată la',
  'Poziție',
  'Nume',
  'Nr. înmatriculare',
  'Indisciplină',
  'Data cererii',
  'Mașină electrică',
  'Loc accesibil necesar',
  'Loc prioritar',
  'Rezultat',
  'Regula',
];

/** The rows the export must hold, as text, from the view. */
function expected(): string[][] {
  return [
    [
      '09.03.2026',
      'Prima rundă',
      '06.03.2026 14:00:00',
      '1',
      'Cora Accesibil',
      cora.plate,
      '0',
      '03.03.2026 11:30:15',
      'Nu',
      'Da',
      'Loc accesibil',
      'Rezervare prima rundă',
      'Loc accesibil',
    ],
    [
      '09.03.2026',
      'Prima rundă',
      '06.03.2026 14:00:00',
      '2',
      'Ana Electrică',
      ana.plate,
      '0',
      '02.03.2026 10:00:00',
      'Da',
      'Nu',
      'Mașină electrică',
      'Rezervare prima rundă',
      'Loc pentru mașini electrice',
    ],
    [
      '09.03.2026',
      'Prima rundă',
      '06.03.2026 14:00:00',
      '3',
      '=Bogdan Formula',
      bogdan.plate,
      '1',
      '02.03.2026 09:00:00',
      'Nu',
      'Nu',
      '',
      'În așteptare',
      'Indisciplina',
    ],
    [
      '09.03.2026',
      'A doua rundă',
      '06.03.2026 18:00:00',
      '1',
      '=Bogdan Formula',
      bogdan.plate,
      '1',
      '02.03.2026 09:00:00',
      'Nu',
      'Nu',
      '',
      'Nealocat',
      '',
    ],
  ];
}

describe('the export', () => {
  it('a workbook of one sheet Runde by default, one row per entry of each round', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reservations/parking/rounds/export?date=${DAY}`,
      headers: { authorization: `Bearer ${admin2.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Runde-${DAY}.xlsx"`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Runde']);
    const rows: unknown[][] = [];
    wb.getWorksheet('Runde')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(HEADER);
    const text = (v: unknown) =>
      v instanceof Date ? v.toISOString().slice(0, 10).split('-').reverse().join('.') : v === undefined ? '' : String(v);
    // exceljs leaves an empty cell out of row.values' tail: pad to the header's width.
    expect(rows.slice(1).map((r) => HEADER.map((_, i) => text(r[i])))).toEqual(expected());
  });

  it('a CSV file when asked, the same rows, a formula neutralised', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reservations/parking/rounds/export?date=${DAY}&format=csv`,
      headers: { authorization: `Bearer ${admin2.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Runde-${DAY}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(res.body.slice(1), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual(HEADER);
    const rows = expected().map((r) => r.map((c) => (c.startsWith('=') ? `'${c}` : c)));
    expect(parsed.data.slice(1)).toEqual(rows);
  });

  it('a day without rounds is the header alone', async () => {
    const r = await t.call('GET', '/api/reservations/parking/rounds/export?date=2026-03-10&format=csv', { token: admin2.token });
    expect(r.body.payload.replace('\uFEFF', '').trim().split(/\r?\n/)).toHaveLength(1);
  });
});
