import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aDesk, aFloor, aGroup, aPerson, type Group } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Decisions §11: no input gives a 5xx. Each case here answered 500 before it was fixed.
let t: TestApp;
let admin: string;
let employee: string;
let group: Group;
let deskId: string;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  group = await aGroup(t);
  deskId = await aDesk(t, { floor: await aFloor(t), groups: [group] });
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'] })).token;
  employee = (await aPerson(t, { groups: [group] })).token;
});
afterAll(() => t.close());

const BAD_DAYS = ['2027-3-10', '1', ' 2027-03-10', '2027-03-10T00:00:00Z', '2027-02-30', '+275760-09-13'];

describe('days are parsed strictly into 400', () => {
  it('in bodies', async () => {
    for (const day of BAD_DAYS) {
      const desk = await t.call('POST', '/api/reservations/desks/update', {
        token: employee,
        body: { deskId, reservationDate: day },
      });
      expect(desk.status, day).toBe(400);
      expect(desk.body.message, day).toMatch(/AAAA-LL-ZZ/);
      const random = await t.call('POST', '/api/reservations/desks/random', {
        token: employee,
        body: { groupId: group.id, reservationDate: day },
      });
      expect(random.status, day).toBe(400);
      const parking = await t.call('POST', '/api/reservations/parking/add', {
        token: admin,
        body: { reservation_dates: [day], car_id: '00000000-0000-4000-8000-000000000000' },
      });
      expect(parking.status, day).toBe(400);
    }
  });

  it('in query strings', async () => {
    for (const day of BAD_DAYS) {
      const q = encodeURIComponent(day);
      expect((await t.call('GET', `/api/desks?date=${q}`, { token: employee })).status, day).toBe(400);
      expect((await t.call('GET', `/api/reservations/parking?from=${q}`, { token: admin })).status, day).toBe(400);
      expect((await t.call('GET', `/api/conference-rooms?date=${q}`, { token: employee })).status, day).toBe(400);
    }
  });
});

it('bounds settings, so that booking keeps working after an absurd value is tried', async () => {
  for (const value of [1e308, 2 ** 53 + 1, '1.2e29', 3651]) {
    const r = await t.call('POST', '/api/config/update', { token: admin, body: { name: 'maxDaysDesk', value, building: '1' } });
    expect(r.status, String(value)).toBe(400);
    expect(r.body.message).toMatch(/^Eroare la actualizarea parametrilor!/);
  }
  const day = '2026-03-04';
  const booked = await t.call('POST', '/api/reservations/desks/update', { token: employee, body: { deskId, reservationDate: day } });
  expect(booked.body.err, booked.body.message).toBe(0);
});

describe('malformed multipart uploads are 400 with a message', () => {
  // The tower's lists, and the office's sent as their file (#23).
  const routes = [
    '/api/reservations/parking/presence',
    '/api/reservations/parking/exit',
    '/api/cars/massAdd',
    '/api/reservations/desks/attending',
    '/api/users/massRegister',
  ];
  const send = (url: string, contentType: string, raw: string) =>
    t.call('POST', url, { token: admin, raw, headers: { 'content-type': contentType } });

  it('without a boundary', async () => {
    for (const url of routes) {
      const r = await send(url, 'multipart/form-data', 'date,licensePlate\n');
      expect(r.status, url).toBe(400);
      expect(r.body.message, url).toMatch(/\S/);
    }
  });

  it('truncated', async () => {
    const body =
      '------b\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\ndate,licensePlate\n09.03.2026,B1';
    for (const url of routes) {
      const r = await send(url, 'multipart/form-data; boundary=----b', body);
      expect(r.status, url).toBe(400);
      expect(r.body.message, url).toMatch(/\S/);
    }
  });
});
