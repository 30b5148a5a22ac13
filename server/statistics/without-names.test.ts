import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paramRangeMessage } from '../../domain/settings-checks.js';
import { STATISTICS_MSG } from '../../domain/statistics.js';
import { TYPE } from '../../domain/tower/engine.js';
import { aBooking, aDesk, aDriver, aFloor, aGroup, aPerson, aTowerRequest, type Driver, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Statistics without names (decisions §25, setting statisticsPerPerson): with 0 the manager's table,
// the office's reservations table, the tower's requests table and their files name nobody (no name,
// e-mail, username, id or plate), a filter by one person is refused, the counts stay those with
// names, and an administrator still deletes one tower request. Wednesday 4 March 2026, 10:00 Bucharest.
let t: TestApp;
let admin: Person, manager: Person;
let office: Person[];
let drivers: Driver[];
const RANGE = 'from=2026-03-02&to=2026-03-06';

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-04T08:00:00Z' });
  const [a, b] = [await aGroup(t, { name: 'Vânzări' }), await aGroup(t, { name: 'Juridic' })];
  const floor = await aFloor(t);
  const desks = [await aDesk(t, { floor, groups: [a] }), await aDesk(t, { floor, groups: [a] }), await aDesk(t, { floor, groups: [b] })];
  admin = await aPerson(t, { role: 'admin', adminOf: ['1', '2'], name: 'Radu Administratorul' });
  manager = await aPerson(t, { role: 'manager', managerOf: [a, b], name: 'Mihai Managerul' });
  const ana = await aPerson(t, { name: 'Ana Ionescu', groups: [a] });
  const bogdan = await aPerson(t, { name: 'Bogdan Marin', groups: [a] });
  const cristina = await aPerson(t, { name: 'Cristina Dobre', groups: [b] });
  office = [ana, bogdan, cristina];
  await aBooking(t, { person: ana, desk: desks[0], day: '2026-03-02', group: a, used: true });
  await aBooking(t, { person: ana, desk: desks[0], day: '2026-03-03', group: a }); // past, not present: absent
  await aBooking(t, { person: bogdan, desk: desks[1], day: '2026-03-02', group: a, status: 'busy' });
  await aBooking(t, { person: cristina, desk: desks[2], day: '2026-03-02', group: b, creator: ana, used: false });
  await aBooking(t, { person: cristina, desk: desks[2], day: '2026-03-05', group: b });
  drivers = [await aDriver(t, { name: 'Dan Șoferul' }), await aDriver(t, { name: 'Elena Șoferița' })];
  await aTowerRequest(t, { person: drivers[0], car: drivers[0].carId, day: '2026-03-02', type: TYPE.first, confirmed: true });
  await aTowerRequest(t, { person: drivers[1], car: drivers[1].carId, day: '2026-03-03', type: TYPE.absent });
  await aTowerRequest(t, { person: drivers[0], car: drivers[0].carId, day: '2026-03-05', type: TYPE.queue });
  await aTowerRequest(t, { person: drivers[1], car: drivers[1].carId, day: '2026-03-06', type: TYPE.queue });
});
afterEach(async () => {
  for (const building of ['1', '2']) await setting(building, 1);
});
afterAll(() => t.close());

const setting = async (building: string, value: number) =>
  t.call('POST', '/api/config/update', { token: admin.token, body: { name: 'statisticsPerPerson', value, building } });
const get = (url: string, token = admin.token) => t.call('GET', url, { token });
const payload = async (url: string, token = admin.token) => {
  const res = await get(url, token);
  expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200);
  return res.body.payload;
};
async function file(url: string, token = admin.token) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res;
}
async function csv(url: string, token = admin.token) {
  const text = (await file(url, token)).body;
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
  return { text, header: parsed.meta.fields, rows: parsed.data };
}
async function sheet(url: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await file(url)).rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.getWorksheet('Rezervari')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { header: rows[0], rows: rows.slice(1), text: JSON.stringify(rows) };
}

/** Everything that would say who someone is, for each person of the world. */
const traces = (people: (Person | Driver)[]) =>
  people.flatMap((p) => [p.name, p.email, p.username, p.uuid, ...('plate' in p ? [p.plate, p.carId] : [])]);
const expectNobodyIn = (text: string, people: (Person | Driver)[]) => {
  for (const trace of traces(people)) expect(text, trace).not.toContain(trace);
};
const sum = (rows: Record<string, number>[], key: string) => rows.reduce((n, r) => n + r[key], 0);

describe('the setting', () => {
  it('is 1 by default, takes 0 or 1 in each building and refuses 2 and −1', async () => {
    const config = (await payload('/api/config')) as { name: string; value: unknown; building: string }[];
    for (const b of ['1', '2']) expect(config.find((p) => p.name === 'statisticsPerPerson' && p.building === b)?.value ?? 1).toBe(1);
    for (const value of [2, -1]) {
      const res = await setting('1', value);
      expect(res.status, String(value)).toBe(400);
      expect(res.body.message).toBe(paramRangeMessage('statisticsPerPerson', 0, 1));
    }
    for (const b of ['1', '2']) expect((await setting(b, 0)).status).toBe(200);
  });
});

describe("the manager's table", () => {
  it('without names is one row per group with its members summed, and nobody named; the totals unchanged', async () => {
    const named = (await payload(`/api/statistics/manager?${RANGE}`, manager.token)) as Record<string, number>[];
    expect(named).toHaveLength(3);
    await setting('1', 0);
    const rows = (await payload(`/api/statistics/manager?${RANGE}`, manager.token)) as Record<string, unknown>[];
    expect(rows).toEqual([
      expect.objectContaining({ uuid: null, name: null, email: null, groupName: 'Juridic', members: 1, reservations: 2, present: 0 }),
      expect.objectContaining({ uuid: null, name: null, email: null, groupName: 'Vânzări', members: 2, reservations: 3, present: 2 }),
    ]);
    for (const key of ['reservations', 'present', 'absent']) expect(sum(rows as Record<string, number>[], key), key).toBe(sum(named, key));
    expect(sum(rows as Record<string, number>[], 'absent')).toBe(2);
    expectNobodyIn(JSON.stringify(rows), office);
  });

  it('Manager.csv without names has no column about a person and the same counts', async () => {
    const named = await csv(`/api/statistics/manager/export?${RANGE}`, manager.token);
    await setting('1', 0);
    const { text, header, rows } = await csv(`/api/statistics/manager/export?${RANGE}`, manager.token);
    expect(header).toEqual(['ID grup', 'Grup', 'Persoane', 'Rezervări', 'Prezențe', 'Absențe', 'Rata de prezență (%)']);
    expect(rows.map((r) => [r.Grup, r.Persoane, r['Rezervări'], r['Prezențe'], r['Absențe']])).toEqual([
      ['Juridic', '1', '2', '0', '1'],
      ['Vânzări', '2', '3', '2', '1'],
    ]);
    const total = (list: Record<string, string>[], key: string) => list.reduce((n, r) => n + Number(r[key]), 0);
    for (const key of ['Rezervări', 'Prezențe', 'Absențe']) expect(total(rows, key), key).toBe(total(named.rows, key));
    expectNobodyIn(text, office);
  });
});

describe("the office's reservations table", () => {
  it('without names has the same rows and total, none saying whose or who made it, nor its file', async () => {
    const named = await payload(`/api/statistics/reservations?${RANGE}`);
    const namedFile = await csv(`/api/statistics/reservations/export?${RANGE}`);
    await setting('1', 0);
    const page = await payload(`/api/statistics/reservations?${RANGE}`);
    expect(page.total).toBe(named.total);
    expect(page.total).toBe(5);
    expect(page.rows.map((r: Record<string, unknown>) => [r._id, r.present, r.status])).toEqual(
      named.rows.map((r: Record<string, unknown>) => [r._id, r.present, r.status]),
    );
    for (const r of page.rows) expect(r).toMatchObject({ uuid: null, name: null, email: null, creatorName: null });
    expectNobodyIn(JSON.stringify(page), office);

    const { text, header, rows } = await csv(`/api/statistics/reservations/export?${RANGE}`);
    expect(header).toEqual(['ID', 'Data', 'Birou', 'Etaj', 'ID grup', 'Grup', 'Stare', 'Loc de parcare', 'Prezent']);
    expect(rows.map((r) => [r.ID, r.Prezent])).toEqual(namedFile.rows.map((r) => [r.ID, r.Prezent]));
    expectNobodyIn(text, office);
  });

  it('without names refuses a filter by one person, the table and the file alike', async () => {
    const [ana] = office;
    expect((await payload(`/api/statistics/reservations?${RANGE}&uuid=${ana.uuid}`)).total).toBe(2);
    await setting('1', 0);
    for (const path of ['/api/statistics/reservations', '/api/statistics/reservations/export']) {
      const res = await get(`${path}?${RANGE}&uuid=${ana.uuid}`);
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({ reason: 'statistics.noPersonFilter', message: STATISTICS_MSG.noPersonFilter });
    }
  });
});

describe("the tower's requests table", () => {
  it('without names has the same requests, no plate, name, e-mail or id of a person, nor its workbook', async () => {
    const named = (await payload(`/api/statistics/tower/reservations?${RANGE}`)) as Record<string, unknown>[];
    const namedSheet = await sheet(`/api/statistics/tower/reservations/export?${RANGE}`);
    await setting('2', 0);
    const all = (await payload(`/api/statistics/tower/reservations?${RANGE}`)) as Record<string, unknown>[];
    const page = await payload(`/api/statistics/tower/reservations?${RANGE}&offset=0&limit=10`);
    expect(all).toHaveLength(4);
    expect(page.total).toBe(4);
    // The same requests in the same days and states (the order within a day was by name).
    const states = (rows: Record<string, unknown>[]) => rows.map((r) => `${r.date} ${r.status}`).sort();
    expect(states(all)).toEqual(states(named));
    for (const r of [...all, ...page.rows])
      expect(r).toMatchObject({ licensePlate: null, name: null, email: null, uuid: null, carId: null });
    expectNobodyIn(JSON.stringify([all, page]), drivers);

    const { header, rows, text } = await sheet(`/api/statistics/tower/reservations/export?${RANGE}`);
    expect(header).toEqual(['Data', 'Status', 'Evaluare', 'Mașină de serviciu']);
    expect(rows).toHaveLength(namedSheet.rows.length);
    expectNobodyIn(text, drivers);
  });

  it('without names refuses a filter by a person or a car; one request is still deleted by its id', async () => {
    const [dan] = drivers;
    await setting('2', 0);
    for (const q of [`uuid=${dan.uuid}`, `carId=${dan.carId}`]) {
      for (const path of ['/api/statistics/tower/reservations', '/api/statistics/tower/reservations/export']) {
        const res = await get(`${path}?${RANGE}&${q}`);
        expect(res.status, `${path} ${q}`).toBe(400);
        expect(res.body.reason).toBe('statistics.noPersonFilter');
      }
    }
    // Administering one request needs no name: its id is in the row.
    const id = await aTowerRequest(t, { person: dan, car: dan.carId, day: '2026-03-06' });
    const rows = (await payload(`/api/statistics/tower/reservations?${RANGE}`)) as Record<string, string>[];
    expect(rows.map((r) => r._id)).toContain(id);
    expect((await get(`/api/reservations/parking/delete/${id}`)).status).toBe(200);
    expect((await payload(`/api/statistics/tower/reservations?${RANGE}`)) as unknown[]).toHaveLength(4);
  });

  it("the office's setting leaves the tower's names, and the tower's the office's", async () => {
    await setting('1', 0);
    const tower = (await payload(`/api/statistics/tower/reservations?${RANGE}`)) as Record<string, unknown>[];
    expect(tower.every((r) => typeof r.name === 'string')).toBe(true);
    await setting('1', 1);
    await setting('2', 0);
    const rows = (await payload(`/api/statistics/manager?${RANGE}`, manager.token)) as Record<string, unknown>[];
    expect(rows.every((r) => typeof r.name === 'string')).toBe(true);
  });
});
