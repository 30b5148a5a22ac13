import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapDesk } from '../../domain/schemas/desk-answers.js';
import { deskHelpers } from '../test/desks.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Issue #24, point 2: the map of one floor (GET /api/desks?date=&floor=N), what the booking screen
// asks for, served and revalidated per floor as the whole map is (issue #12). The harness checks
// every answer against its declared schema (at close for the raw requests below).
let t: TestApp;
let h: ReturnType<typeof deskHelpers>;
let admin: string, angajat: string;
const DAY = '2026-03-04'; // a Wednesday of the demo's booked weeks (the test clock starts Monday 2 March)

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  h = deskHelpers(t);
  [admin, angajat] = await Promise.all(['admin', 'angajat'].map((u) => t.login(u)));
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
    const four = await desksOf(`/api/desks?date=${DAY}&floor=4`);
    const five = await desksOf(`/api/desks?date=${DAY}&floor=5`);
    expect(four.length).toBeGreaterThan(50);
    expect(four.every((d) => d.floor === 4)).toBe(true);
    expect(four).toEqual(whole.filter((d) => d.floor === 4));
    expect(five).toEqual(whole.filter((d) => d.floor === 5));
    expect(four.length + five.length).toBe(whole.length);
    // The states of the day: booked desks and free ones, with their occupants.
    expect(four.some((d) => d.status === 'booked' && d.name)).toBe(true);
    expect(four.some((d) => d.status === 'free')).toBe(true);
  });

  it('answers an empty list for a floor without desks', async () => {
    for (const floor of [0, 6, 200]) expect(await desksOf(`/api/desks?date=${DAY}&floor=${floor}`)).toEqual([]);
  });

  it("revalidates per floor: the floor's ETag answers 304, another floor's or the whole map's does not", async () => {
    const url = `/api/desks?date=${DAY}&floor=4`;
    const first = await get(url, angajat);
    expect(first.etag).toBeTruthy();
    const again = await get(url, admin, { 'if-none-match': first.etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const five = await get(`/api/desks?date=${DAY}&floor=5`, angajat);
    const whole = await get(`/api/desks?date=${DAY}`, angajat);
    expect(new Set([first.etag, five.etag, whole.etag]).size).toBe(3);
    expect((await get(`/api/desks?date=${DAY}&floor=5`, angajat, { 'if-none-match': first.etag })).status).toBe(200);
    expect((await get(`/api/desks?date=${DAY}`, angajat, { 'if-none-match': first.etag })).status).toBe(200);
    expect((await get(`/api/desks?date=2026-03-05&floor=4`, angajat, { 'if-none-match': first.etag })).status).toBe(200);
  });

  it("a booking on floor 4 changes floor 4's answer and its ETag", async () => {
    const url = `/api/desks?date=${DAY}&floor=4`;
    const before = await get(url, angajat);
    const [desk] = await h.freeDesks(angajat, 'it', DAY, 4);
    expect(desk).toBeTruthy();
    expect((await h.book(angajat, { deskId: desk, reservationDate: DAY })).body.err).toBe(0);

    const after = await get(url, angajat, { 'if-none-match': before.etag });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    const shown = (JSON.parse(after.body).payload as MapDesk[]).find((d) => d.deskId === desk);
    expect(shown).toMatchObject({ floor: 4, status: 'booked', uuid: await h.uuidOf('angajat') });
    expect((await get(url, angajat, { 'if-none-match': after.etag })).status).toBe(304);
  });

  it('refuses a malformed floor with 400 and a message, and changes nothing', async () => {
    const url = `/api/desks?date=${DAY}&floor=5`;
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
