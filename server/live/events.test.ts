import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { openPostgres, type Db } from '../db/connection.js';
import { aCar, aDesk, aFloor, aGroup, aPerson, aTowerRequest, type Floor, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { openEvents } from '../test/sse-client.js';

// GET /api/events over real HTTP (decisions §14): a change made through another app on the same
// database (another server process: on PostgreSQL its own pool and LISTEN connection, on PGlite
// the one in-process database both share) reaches the streams of this one.
let t: TestApp;
let other: FastifyInstance;
let otherDb: Db | undefined;
let base: string;
let angajat: string, turn: string;
let angajatP: Person, turnP: Person;
let group: Group, floor: Floor;
const DAY = '2026-03-04';

async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
async function otherApp() {
  const app = await buildApp({ ...t.ctx, db: otherDb ?? t.ctx.db }, { serveWeb: false });
  await app.ready();
  return app;
}
const office = (day: string) => (e: { event: string; data: string }) => e.event === 'office' && JSON.parse(e.data).day === day;

beforeAll(async () => {
  t = await createTestApp();
  // A person of a group of the office, who books one of its desks, and a person of the tower, owner of a tower request.
  group = await aGroup(t);
  floor = await aFloor(t);
  angajatP = await aPerson(t, { groups: [group] });
  turnP = await aPerson(t, { building: '2' });
  [angajat, turn] = [angajatP.token, turnP.token];
  otherDb = t.dbUrl ? await openPostgres(t.dbUrl) : undefined;
  other = await otherApp();
  base = await listen(t.app);
});
afterAll(async () => {
  await other.close();
  await otherDb?.close();
  // No stream is left (a test shows a closing app ends its streams); a connection of this file's
  // fetch client that the server does not count as idle would hold server.close otherwise. A
  // reader's close() reaches the server a moment later: the test that ran last may have just closed.
  await vi.waitFor(() => expect(t.app.liveHub!.size).toBe(0), { timeout: 5000 });
  t.app.server.closeAllConnections();
  await t.close();
});

describe('GET /api/events', () => {
  it('sends the current version of each day named, then the new one after a booking made through another app', async () => {
    const s = await openEvents(base, angajat, `days=${DAY},2026-03-05`);
    expect(s.status).toBe(200);
    const first = await s.next(office(DAY));
    const { version } = JSON.parse(first.data) as { version: number };
    expect(first.id).toMatch(/^\d+$/);
    expect(JSON.parse((await s.next(office('2026-03-05'))).data).version).toEqual(expect.any(Number));

    const desk = await aDesk(t, { floor, groups: [group] });
    const booked = await other.inject({
      method: 'POST',
      url: '/api/reservations/desks/update',
      headers: { authorization: `Bearer ${angajat}` },
      payload: { deskId: desk, reservationDate: DAY },
    });
    expect(booked.json().err).toBe(0);
    const changed = await s.next(office(DAY));
    expect(JSON.parse(changed.data).version).toBeGreaterThan(version);
    expect(Number(changed.id)).toBeGreaterThan(Number(first.id));
    // The version told is the one the map is now served under: the web's refetch reads the booking.
    const map = await other.inject({ method: 'GET', url: `/api/desks?date=${DAY}`, headers: { authorization: `Bearer ${angajat}` } });
    expect(map.json().payload.find((d: { deskId: string }) => d.deskId === desk).status).toBe('booked');
    s.close();
  });

  it('tells a change of a tower request to its owner only', async () => {
    const towerDay = '2026-03-05';
    const request = await aTowerRequest(t, { person: turnP, car: await aCar(t, { person: turnP }), day: towerDay });
    const owner = await openEvents(base, turn, `days=${DAY}`);
    const stranger = await openEvents(base, angajat, `days=${DAY}`);
    await owner.next(office(DAY));
    await stranger.next(office(DAY));

    // As a round decides it, from the other app's connection.
    await (otherDb ?? t.ctx.db).query('UPDATE parking_reservations SET type = CASE WHEN type = 1 THEN 2 ELSE 1 END WHERE id = $1', [
      request,
    ]);
    const told = await owner.next((e) => e.event === 'tower');
    expect(JSON.parse(told.data)).toEqual({ day: towerDay });

    // A later office change reaches both; the stranger got nothing before it (events arrive in commit order).
    await (otherDb ?? t.ctx.db).query(`SELECT pg_notify('office_day', $1)`, [DAY]);
    await owner.next(office(DAY));
    expect((await stranger.next()).event).toBe('office');
    owner.close();
    stranger.close();
  });

  it('refuses a call without a session (401) and days that are not calendar days (400)', async () => {
    const anonymous = await openEvents(base, undefined, `days=${DAY}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.received).toEqual([]);
    for (const days of [
      '2026-02-30',
      '',
      'azi',
      Array.from({ length: 32 }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}`).join(','),
    ]) {
      const bad = await openEvents(base, angajat, `days=${days}`);
      expect(bad.status, days).toBe(400);
    }
  });

  it('drops a reader that reads nothing once its buffer is full, without holding up another', async () => {
    const hub = t.app.liveHub!;
    const droppedBefore = hub.dropped;
    const fast = await openEvents(base, angajat, `days=${DAY}`);
    await fast.next(office(DAY));
    // A reader that never reads: the kernel's buffers fill, then the server's.
    const { port } = t.app.server.address() as AddressInfo;
    const slow = connect(port, '127.0.0.1');
    const slowClosed = new Promise((resolve) => slow.on('close', resolve));
    slow.write(`GET /api/events?days=${DAY} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${angajat}\r\n\r\n`);
    slow.pause();
    while (hub.size < 2) await new Promise((r) => setTimeout(r, 10));

    // Floods of changes (20,000 days each, ~1.3 MB of events per stream) until the slow reader is dropped.
    for (let round = 0; hub.dropped === droppedBefore; round++) {
      expect(round).toBeLessThan(20);
      const first = 20_000 * round;
      await t.ctx.db.query(
        `SELECT pg_notify('office_day', (date '1900-01-01' + g)::text) FROM generate_series($1::int, $1::int + 19999) g`,
        [first],
      );
      // The fast reader receives every one of them.
      const last = new Date(Date.UTC(1900, 0, 1 + first + 19_999)).toISOString().slice(0, 10);
      await fast.next(office(last));
    }
    expect(hub.dropped).toBe(droppedBefore + 1);
    slow.resume();
    await slowClosed;
    // And goes on receiving.
    await t.ctx.db.query(`SELECT pg_notify('office_day', $1)`, [DAY]);
    await fast.next(office(DAY));
    fast.close();
  });

  it('ends the stream of a session that has ended, keeps the others, and refuses its reconnection (401)', async () => {
    // A second session of the same person, signed in as the web does.
    const leaving = await t.login(angajatP.username, angajatP.password);
    const gone = await openEvents(base, leaving, `days=${DAY}`);
    const staying = await openEvents(base, angajat, `days=${DAY}`);
    await gone.next(office(DAY));
    await staying.next(office(DAY));
    // The logout goes through the other app, as another server process would end it.
    const out = await other.inject({ method: 'GET', url: '/api/users/logout', headers: { authorization: `Bearer ${leaving}` } });
    expect(out.json().err).toBe(0);
    expect(await t.app.liveHub!.checkSessions()).toBe(1);
    await gone.ended;
    expect((await openEvents(base, leaving, `days=${DAY}`)).status).toBe(401);
    // The other stream goes on receiving.
    await t.ctx.db.query(`SELECT pg_notify('office_day', $1)`, [DAY]);
    await staying.next(office(DAY));
    staying.close();
  });

  it('ends every stream when its app closes, so that closing does not wait for them', async () => {
    const app = await otherApp();
    const url = await listen(app);
    const s = await openEvents(url, angajat, `days=${DAY}`);
    await s.next(office(DAY));
    await app.close();
    await s.ended;
    expect(app.liveHub!.size).toBe(0);
  });
});
