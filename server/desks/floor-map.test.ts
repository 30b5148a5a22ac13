import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapDesk } from '../../domain/schemas/desk-answers.js';
import { aBooking, aDesk, aFloor, aGroup, aPerson, type Floor, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Issue #24, point 2: the map of one floor (GET /api/desks?date=&floor=N), what the booking screen
// asks for, served and revalidated per floor as the whole map is (issue #12). The harness checks
// every answer against its declared schema (at close for the raw requests below).
let t: TestApp;
let admin: string, angajat: string;
let first: Floor, second: Floor;
let colleague: Person, bookedDesk: string;
const DAY = '2026-03-04'; // a Wednesday (the test clock starts Monday 2 March)

beforeAll(async () => {
  t = await createTestApp();
  const group = await aGroup(t);
  [first, second] = [await aFloor(t), await aFloor(t)];
  // Two floors of the office: four desks on the first, one of them booked for the day, and two on the second.
  const firstDesks = [];
  for (let i = 0; i < 4; i++) firstDesks.push(await aDesk(t, { floor: first, groups: [group] }));
  for (let i = 0; i < 2; i++) await aDesk(t, { floor: second, groups: [group] });
  admin = (await aPerson(t, { role: 'admin' })).token;
  angajat = (await aPerson(t, { groups: [group] })).token;
  colleague = await aPerson(t, { groups: [group] });
  bookedDesk = firstDesks[1];
  await aBooking(t, { person: colleague, desk: bookedDesk, day: DAY, group });
});
afterAll(() => t.close());

/** A GET as a browser sends it, with its headers and the answer's ETag. */
async function get(url: string, token: string, headers: Record<string, string> = {}) {
  const r = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });
  return { status: r.statusCode, etag: r.headers.etag as string, body: r.body };
}
async function desksOf(url: string, token = angajat): Promise<MapDesk[]> {
  const r = await get(url, token);
  expect(r.status, url).toBe(200);
  return JSON.parse(r.body).payload as MapDesk[];
}

describe('the map of one floor', () => {
  it("answers only that floor's desks, as the whole map shows them", async () => {
    const whole = await desksOf(`/api/desks?date=${DAY}`);
    const four = await desksOf(`/api/desks?date=${DAY}&floor=${first.floor}`);
    const five = await desksOf(`/api/desks?date=${DAY}&floor=${second.floor}`);
    expect(four.length).toBe(4);
    expect(five.length).toBe(2);
    expect(four.every((d) => d.floor === first.floor)).toBe(true);
    expect(four).toEqual(whole.filter((d) => d.floor === first.floor));
    expect(five).toEqual(whole.filter((d) => d.floor === second.floor));
    // Every floor's answer together is the whole map (another test may have made a floor of its own).
    let total = 0;
    for (const floor of new Set(whole.map((d) => d.floor))) {
      const one = await desksOf(`/api/desks?date=${DAY}&floor=${floor}`);
      expect(one).toEqual(whole.filter((d) => d.floor === floor));
      total += one.length;
    }
    expect(total).toBe(whole.length);
    // The states of the day: booked desks and free ones, with their occupants.
    expect(four.find((d) => d.deskId === bookedDesk)).toMatchObject({ status: 'booked', name: colleague.name, uuid: colleague.uuid });
    expect(four.filter((d) => d.status === 'free').length).toBe(3);
  });

  it('answers an empty list for a floor without desks', async () => {
    const empty = await aFloor(t); // a floor that exists, with no desk yet
    for (const floor of [0, 6, 200, empty.floor]) expect(await desksOf(`/api/desks?date=${DAY}&floor=${floor}`)).toEqual([]);
  });

  it("revalidates per floor: the floor's ETag answers 304, another floor's or the whole map's does not", async () => {
    const url = `/api/desks?date=${DAY}&floor=${first.floor}`;
    const one = await get(url, angajat);
    expect(one.etag).toBeTruthy();
    const again = await get(url, admin, { 'if-none-match': one.etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const five = await get(`/api/desks?date=${DAY}&floor=${second.floor}`, angajat);
    const whole = await get(`/api/desks?date=${DAY}`, angajat);
    expect(new Set([one.etag, five.etag, whole.etag]).size).toBe(3);
    expect((await get(`/api/desks?date=${DAY}&floor=${second.floor}`, angajat, { 'if-none-match': one.etag })).status).toBe(200);
    expect((await get(`/api/desks?date=${DAY}`, angajat, { 'if-none-match': one.etag })).status).toBe(200);
    expect((await get(`/api/desks?date=2026-03-05&floor=${first.floor}`, angajat, { 'if-none-match': one.etag })).status).toBe(200);
  });

  it("a booking on a floor changes that floor's answer and its ETag", async () => {
    // A floor of its own: the booking changes no row another test reads.
    const group = await aGroup(t);
    const floor = await aFloor(t);
    const desk = await aDesk(t, { floor, groups: [group] });
    await aDesk(t, { floor, groups: [group] });
    const person = await aPerson(t, { groups: [group] });
    const url = `/api/desks?date=${DAY}&floor=${floor.floor}`;
    const before = await get(url, angajat);
    expect((JSON.parse(before.body).payload as MapDesk[]).find((d) => d.deskId === desk)).toMatchObject({ status: 'free' });
    const booked = await t.call('POST', '/api/reservations/desks/update', {
      token: person.token,
      body: { deskId: desk, reservationDate: DAY },
    });
    expect(booked.body.err).toBe(0);

    const after = await get(url, angajat, { 'if-none-match': before.etag });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    const shown = (JSON.parse(after.body).payload as MapDesk[]).find((d) => d.deskId === desk);
    expect(shown).toMatchObject({ floor: floor.floor, status: 'booked', uuid: person.uuid });
    expect((await get(url, angajat, { 'if-none-match': after.etag })).status).toBe(304);
  });

  it('refuses a malformed floor with 400 and a message, and changes nothing', async () => {
    const url = `/api/desks?date=${DAY}&floor=${second.floor}`;
    const before = await get(url, angajat);
    for (const floor of ['abc', '4.5', '-1', '201', '1000', '1e1', '0x4', '', ' 4', '4&floor=5']) {
      const q = floor.includes('&') ? floor : encodeURIComponent(floor);
      const r = await t.call('GET', `/api/desks?date=${DAY}&floor=${q}`, { token: angajat });
      expect(r.status, floor).toBe(400);
      expect(r.body, floor).toMatchObject({ err: 400, payload: null, reason: 'invalid' });
      expect(r.body.message, floor).toMatch(/Etajul trebuie să fie un număr întreg între 0 și 200\./);
    }
    expect((await get(url, angajat, { 'if-none-match': before.etag })).status).toBe(304);
  });
});
