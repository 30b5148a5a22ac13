import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { TOWER } from '../../domain/buildings.js';
import { TYPE } from '../../domain/tower/engine.js';
import { aBooking, aCar, aDesk, aFloor, aGroup, aPerson, aTowerRequest, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Names stored before control characters were refused (issue #38, point 7), written straight into the
// database as old data would be: the CSV and XLSX exports and the e-mailed parking list put them out
// without a BEL, an ESC, a DEL or a C1 character. Starts Monday 2 March 2026, 10:00 Bucharest.
const START = '2026-03-02T08:00:00Z';
let t: TestApp;
let admin: string;
let driver: Person;

const OLD_NAME = 'Ana\u0007 \u001b[1mPopescu\u009b\u007f';
const CLEAN_NAME = 'Ana [1mPopescu';
/** A control character a file must not hold: any but the tab and the line breaks its own format writes. */
const CONTROL = /[^\P{Cc}\t\r\n]/u;

beforeAll(async () => {
  t = await createTestApp({ start: START });
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'], buildings: ['1', '2'] })).token;
  // The office: a group and a person with control characters in their names, and a booking.
  const group = await aGroup(t, { id: 'grup-vechi', name: 'Grupul\u001b[0m Vechi' });
  const desk = await aDesk(t, { floor: await aFloor(t), groups: [group] });
  const ana = await aPerson(t, { name: OLD_NAME, groups: [group] });
  await aBooking(t, { person: ana, desk, day: '2026-03-02', group });
  // The tower: a driver and a car with control characters, allocated a space for Tuesday.
  driver = await aPerson(t, { name: OLD_NAME, building: TOWER, parkingRight: true });
  const car = await aCar(t, { person: driver, brand: 'Dacia\u0007\u009b' });
  await aTowerRequest(t, { person: driver, car, day: '2026-03-03', type: TYPE.first });
});
afterAll(() => t.close());
afterEach(() => t.clock.set(new Date(START)));

it('writes Rezervari.csv without the control characters of stored names', async () => {
  const r = await t.call('GET', '/api/statistics/reservations/export?from=2026-03-01&to=2026-03-31', { token: admin });
  expect(r.status).toBe(200);
  const csv = r.body.payload as string;
  expect(csv).toContain(CLEAN_NAME);
  expect(csv).toContain('Grupul[0m Vechi');
  expect(csv).not.toMatch(CONTROL);
});

it('writes the tower Rezervari.xlsx without the control characters of stored names (C1 included)', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/statistics/tower/reservations/export?from=2026-03-01&to=2026-03-31',
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const texts: string[] = [];
  wb.getWorksheet('Rezervari')!.eachRow((row) => row.eachCell((c) => texts.push(c.text)));
  expect(texts).toContain(CLEAN_NAME);
  expect(texts.filter((s) => CONTROL.test(s))).toEqual([]);
});

it('e-mails the parking list of the day as a CSV without the control characters of stored names and brands', async () => {
  // Monday 18:00 Bucharest: the second round of Tuesday, and its list e-mailed.
  await t.call('PUT', '/api/test/clock', { body: { now: '2026-03-02T16:00:00Z' } });
  await t.ctx.outbox.drain();
  const mail = await t.smtp.waitFor((m) => m.subject === 'Lista de parcare pentru 03.03.2026');
  const csv = mail.attachments[0].content.toString('utf8');
  expect(csv).toContain(`,Dacia,${CLEAN_NAME},\r\n`);
  expect(csv).not.toMatch(CONTROL);
});
