import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_KIND } from '../../domain/audit.js';
import { aDriver, aPerson } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { towerHelpers } from '../test/tower.js';

// Electric cars (decisions §26, #47 point 1): added, edited and imported as electric, and answered so.
// Monday 2 March 2026, 10:00 Bucharest.
const START = '2026-03-02T08:00:00Z';
let t: TestApp;
let h: ReturnType<typeof towerHelpers>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ start: START });
  h = towerHelpers(t);
  admin = (await aPerson(t, { role: 'admin', adminOf: ['2'], building: '2' })).token;
});
afterAll(() => t.close());

const carsWithPlates = async (plates: string[]) =>
  (
    await t.ctx.db.query<{ license_plate: string; electric: boolean }>(
      'SELECT license_plate, electric FROM cars WHERE license_plate = ANY($1)',
      [plates],
    )
  ).rows;

describe('a person adding their car', () => {
  it('says it is electric, and their cars answer so', async () => {
    const me = await aDriver(t);
    const added = await t.call('POST', '/api/cars/add', {
      token: me.token,
      body: { brand: 'Tesla', license_plate: 'B 401 ELE', electric: true },
    });
    expect(added.body.payload).toMatchObject({ license_plate: 'B401ELE', electric: true });
    const mine = (await t.call('GET', '/api/users/cars', { token: me.token })).body.payload as {
      license_plate: string;
      electric: boolean;
    }[];
    expect(mine.find((c) => c.license_plate === 'B401ELE')?.electric).toBe(true);
    expect(mine.find((c) => c.license_plate === me.plate)?.electric).toBe(false);
  });

  it('leaves it not electric when unsaid', async () => {
    const me = await aDriver(t);
    const added = await t.call('POST', '/api/cars/add', { token: me.token, body: { brand: 'Dacia', license_plate: 'B 402 ELE' } });
    expect(added.body.payload.electric).toBe(false);
  });
});

describe("an administrator's edit", () => {
  it('marks a car electric and back, each change audited with what it was', async () => {
    const owner = await aDriver(t);
    const on = await t.call('POST', '/api/cars/update', { token: admin, body: { _id: owner.carId, electric: true } });
    expect(on.body.payload).toMatchObject({ _id: owner.carId, electric: true });
    const all = (await t.call('GET', '/api/cars', { token: admin })).body.payload as { _id: string; electric: boolean }[];
    expect(all.find((c) => c._id === owner.carId)?.electric).toBe(true);
    // An edit of something else keeps the flag.
    expect(
      (await t.call('POST', '/api/cars/update', { token: admin, body: { _id: owner.carId, brand: 'Renault' } })).body.payload.electric,
    ).toBe(true);
    const off = await t.call('POST', '/api/cars/update', { token: admin, body: { _id: owner.carId, electric: false } });
    expect(off.body.payload.electric).toBe(false);
    const { rows } = await t.ctx.db.query<{ details: { from: { electric: boolean }; to: { electric: boolean } } }>(
      'SELECT details FROM audit_log WHERE kind = $1 AND target = $2 ORDER BY id',
      [AUDIT_KIND.carsUpdate, owner.plate],
    );
    expect(rows.map((r) => [r.details.from.electric, r.details.to.electric])).toEqual([
      [false, true],
      [true, true],
      [true, false],
    ]);
  });

  it("is refused to the car's owner", async () => {
    const owner = await aDriver(t);
    expect((await t.call('POST', '/api/cars/update', { token: owner.token, body: { _id: owner.carId, electric: true } })).status).toBe(403);
    expect((await carsWithPlates([owner.plate]))[0].electric).toBe(false);
  });
});

describe("the company's cars list", () => {
  it('reads the column electrica (or electric): da/nu, 1/0, true/false in any case, empty as nu', async () => {
    const csv =
      'nrInmatriculare,marca,Electrica\nB 501 ELE,Skoda,DA\nB 502 ELE,Skoda,nu\nB 503 ELE,Skoda,1\nB 504 ELE,Skoda,\nB 505 ELE,Skoda,True\n';
    const up = await h.upload(admin, '/api/cars/massAdd', 'masini.csv', csv);
    expect(up.body.payload.map((c: { license_plate: string; electric: boolean }) => [c.license_plate, c.electric])).toEqual([
      ['B501ELE', true],
      ['B502ELE', false],
      ['B503ELE', true],
      ['B504ELE', false],
      ['B505ELE', true],
    ]);
    const other = await h.upload(
      admin,
      '/api/cars/massAdd',
      'masini.csv',
      'nrInmatriculare;marca;electric\nB 506 ELE;Skoda;false\nB 507 ELE;Skoda;0\n',
    );
    expect(other.body.payload.map((c: { electric: boolean }) => c.electric)).toEqual([false, false]);
    const none = await h.upload(admin, '/api/cars/massAdd', 'masini.csv', 'nrInmatriculare,marca\nB 508 ELE,Skoda\n');
    expect(none.body.payload[0].electric).toBe(false);
  });

  it('reads an .xlsx, its cells true/false as a spreadsheet writes them', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Masini');
    sheet.addRow(['nrInmatriculare', 'marca', 'electrica']);
    sheet.addRow(['B 701 ELE', 'Skoda', true]);
    sheet.addRow(['B 702 ELE', 'Skoda', false]);
    sheet.addRow(['B 703 ELE', 'Skoda', 'Nu']);
    sheet.addRow(['B 704 ELE', 'Skoda', 1]);
    const up = await h.upload(admin, '/api/cars/massAdd', 'masini.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(up.body.payload.map((c: { electric: boolean }) => c.electric)).toEqual([true, false, false, true]);
  });

  it('refuses the whole list for a value that is none of those, naming its row, and adds nothing', async () => {
    const csv = 'nrInmatriculare,marca,electrica\nB 601 ELE,Skoda,da\nB 602 ELE,Skoda,poate\n';
    const up = await h.upload(admin, '/api/cars/massAdd', 'masini.csv', csv);
    expect(up.status).toBe(400);
    expect(up.body.message).toBe('Rândul 3: Coloana „electrica” nu este validă: „poate” (da sau nu).');
    expect(await carsWithPlates(['B601ELE', 'B602ELE'])).toEqual([]);
  });
});
