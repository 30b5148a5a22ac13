import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onPostgres } from '../test/db.js';
import { aPerson, TEST_PASSWORD } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { openEvents } from '../test/sse-client.js';

// Issue #37 point 6: what the live updates lose is told to the operator, not only counted in
// memory. A stream dropped for reading too slowly shows in GET /metrics; a lost LISTEN connection
// (PostgreSQL: it is a connection of its own, which the server may end) is an error line and a
// count, and its return an info line.

const TOKEN = 'metrici-live-Vb4nQ7xKz2Lp9Rt3';
const DAY = '2026-03-04';

type Line = { level: number; msg: string; err?: { message?: string } };
const lines: Line[] = [];
let t: TestApp;
let base: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'info', metricsToken: TOKEN },
    logStream: { write: (l) => void lines.push(JSON.parse(l) as Line) },
  });
  const person = await aPerson(t);
  token = await t.login(person.username, TEST_PASSWORD);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await vi.waitFor(() => expect(t.app.liveHub!.size).toBe(0), { timeout: 5000 });
  t.app.server.closeAllConnections();
  await t.close();
});

async function counter(name: string): Promise<number> {
  const r = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  const family = parsePrometheusTextFormat(r.body).find((f) => f.name === name);
  expect(family?.type, name).toBe('COUNTER');
  return Number(family?.metrics[0]?.value ?? 0);
}

const office = (day: string) => (e: { event: string; data: string }) => e.event === 'office' && JSON.parse(e.data).day === day;

describe('the live updates, when they lose something', () => {
  it('count a stream dropped for reading too slowly in GET /metrics', async () => {
    expect(await counter('live_streams_dropped_total')).toBe(0);
    // A reader that keeps up, so that each flood is known to have been sent before the next.
    const fast = await openEvents(base, token, `days=${DAY}`);
    await fast.next(office(DAY));
    const slow = connect((t.app.server.address() as AddressInfo).port, '127.0.0.1');
    const slowClosed = new Promise((resolve) => slow.on('close', resolve));
    slow.write(`GET /api/events?days=${DAY} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n\r\n`);
    slow.pause();
    const hub = t.app.liveHub!;
    await vi.waitFor(() => expect(hub.size).toBe(2));
    for (let round = 0; hub.dropped === 0; round++) {
      expect(round).toBeLessThan(20);
      const first = 20_000 * round;
      await t.ctx.db.query(
        `SELECT pg_notify('office_day', (date '1900-01-01' + g)::text) FROM generate_series($1::int, $1::int + 19999) g`,
        [first],
      );
      await fast.next(office(new Date(Date.UTC(1900, 0, 1 + first + 19_999)).toISOString().slice(0, 10)));
    }
    fast.close();
    slow.resume();
    await slowClosed;
    expect(await counter('live_streams_dropped_total')).toBe(1);
  });

  it.runIf(onPostgres())('log and count a lost LISTEN connection, and log its return', async () => {
    const listening = async () =>
      (
        await t.ctx.db.query<{ pid: number }>(
          "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()",
        )
      ).rows.map((r) => r.pid);
    const [pid] = await listening();
    expect(pid).toEqual(expect.any(Number));
    expect(await counter('live_listen_connections_lost_total')).toBe(0);
    lines.splice(0);

    await t.ctx.db.query('SELECT pg_terminate_backend($1)', [pid]);
    await vi.waitFor(() => expect(lines.some((l) => l.msg.startsWith('live: the LISTEN connection was lost'))).toBe(true));
    const lost = lines.find((l) => l.msg.startsWith('live: the LISTEN connection was lost'))!;
    expect(lost.level).toBe(50);
    expect(lost.err?.message).toMatch(/terminat/i);
    expect(await counter('live_listen_connections_lost_total')).toBe(1);

    await vi.waitFor(() => expect(lines.some((l) => l.msg.startsWith('live: the LISTEN connection is back'))).toBe(true), {
      timeout: 5000,
    });
    expect((await listening()).filter((p) => p !== pid)).toHaveLength(1);
    // And what it hears reaches the streams again.
    const s = await openEvents(base, token, `days=${DAY}`);
    await s.next(office(DAY));
    await t.ctx.db.query(`SELECT pg_notify('office_day', $1)`, ['2026-03-05']);
    await t.ctx.db.query(`SELECT pg_notify('office_day', $1)`, [DAY]);
    await s.next(office(DAY));
    s.close();
  });
});
