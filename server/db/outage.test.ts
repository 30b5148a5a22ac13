import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { buildApp } from '../app.js';
import { boot, seedInputsOf, type Booted } from '../boot.js';
import { loadConfig } from '../config.js';
import { TestClock } from '../jobs/clock.js';
import { bookingBody, plannedBookings, type Booking } from '../test/booking-plan.js';
import { onPostgres, type FreshDb } from '../test/db.js';
import { startSmtp } from '../test/smtp.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { seededDb } from '../test/template.js';

// PostgreSQL going away under load and coming back (decisions §16, #25 point 6). A TCP proxy this
// test controls stands between the app (in this process, over real HTTP on loopback, its serving
// pool as a server's: boot.ts) and the PostgreSQL server, which keeps running for the other tests.
// Meanwhile every call answers 503 with the message, none 500, none after more than 10 s; the app
// serves again within 5 s of the database's return, without a restart; the jobs that fell due in
// the gap run once, afterwards.

const START = new Date('2026-03-02T08:00:00Z');
/** 18:00 in Bucharest (UTC+2 in March): the desk reminders and the tower's second round fall due. */
const DUE = new Date('2026-03-02T16:00:00Z');
const UNAVAILABLE = { err: 503, payload: null, message: MSG.serviceUnavailable, reason: 'unavailable' };

interface Call {
  what: string;
  sentAt: number;
  doneAt: number;
  status?: number;
  body?: unknown;
  error?: string;
}

/** Clients calling at once, each one call after the other: the map and the session (reads) and a booking, in turn. */
function load(base: string, plan: Booking[], tokenOf: Map<string, string>, clients = 4) {
  const calls: Call[] = [];
  let running = true;
  let next = 0;
  const call = async (what: string, path: string, token: string, body?: unknown) => {
    const sentAt = performance.now();
    try {
      const res = await fetch(base + path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        // Far past the 10 s bound: a call that hangs is seen as one, and the test still ends.
        signal: AbortSignal.timeout(30_000),
      });
      const json: unknown = await res.json();
      calls.push({ what, sentAt, doneAt: performance.now(), status: res.status, body: json });
    } catch (e) {
      calls.push({ what, sentAt, doneAt: performance.now(), error: String(e) });
    }
  };
  const client = async () => {
    while (running && next < plan.length) {
      const b = plan[next++];
      const token = tokenOf.get(b.uuid)!;
      await call('map', `/api/desks?date=${b.day}&floor=4`, token);
      await call('session', '/api/users/verify', token);
      await call('booking', '/api/reservations/desks/update', token, bookingBody(b));
    }
  };
  const done = Promise.all(Array.from({ length: clients }, client));
  return {
    calls,
    /** Resolves once `pred` holds of the calls so far (checked as they come). */
    async until(pred: (calls: Call[]) => boolean, what: string, ms = 30_000) {
      const deadline = performance.now() + ms;
      while (!pred(calls)) {
        if (performance.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
        if (!running || next >= plan.length) throw new Error(`${what}: the load ended first`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async stop() {
      running = false;
      await done;
    },
  };
}

const since = (t: number) => (c: Call) => c.sentAt >= t;
const answered = (status: number) => (c: Call) => c.status === status;

describe.skipIf(!onPostgres())('PostgreSQL going away', () => {
  let fresh: FreshDb;
  let proxy: TcpProxy;
  let booted: Booted;
  let app: FastifyInstance;
  let base: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const clock = new TestClock(START);
  const logs: string[] = [];
  let plan: Booking[];
  let tokenOf: Map<string, string>;

  beforeAll(async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test', TEST_CLOCK: '1' }), loadDemo: true, publicUrl: 'http://localhost:3000' };
    smtp = await startSmtp();
    fresh = await seededDb(seedInputsOf(config, START));
    ({ plan, tokenOf } = await plannedBookings(fresh.db, START, 2_000));
    const server = new URL(fresh.url!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const proxied = new URL(fresh.url!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    // As a server boots on DATABASE_URL: its serving pool with the timeouts (connection.ts).
    booted = await boot({ ...config, databaseUrl: proxied.toString(), smtpUrl: smtp.url }, { clock, log: (m) => logs.push(m) });
    app = await buildApp(booted.ctx, { serveWeb: false });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    // A tick every 200 ms instead of 30 s: the gap sees several, each failing.
    booted.ctx.scheduler.start(200);
  });

  afterAll(async () => {
    await app?.close();
    await booted?.shutdown();
    await proxy?.close();
    await fresh?.drop();
    await smtp?.close();
  });

  it(
    'stopped: 503 with the message meanwhile, never a 500 nor a hang; served within 5 s of its return; the jobs due meanwhile run once after',
    { timeout: 90_000 },
    async () => {
      const runsDue = async () =>
        (await fresh.db.query<{ job: string }>('SELECT job FROM job_runs WHERE due_at = $1 ORDER BY job', [DUE])).rows.map((r) => r.job);
      const calls = load(base, plan, tokenOf);
      try {
        await calls.until((c) => c.filter(answered(200)).length >= 10, 'answers before the cut');
        await proxy.cut();
        const cutAt = performance.now();
        // The evening's jobs fall due while the database is away.
        clock.set(new Date(DUE.getTime() + 30_000));
        const ticksBefore = logs.filter((m) => m === 'scheduler tick failed').length;
        await calls.until(
          (c) => c.filter(since(cutAt)).length >= 30 && logs.filter((m) => m === 'scheduler tick failed').length >= ticksBefore + 3,
          'calls and ticks in the gap',
        );
        expect(await runsDue()).toEqual([]);
        // The gap: calls sent and answered before the return begins (one that straddles it may be served).
        const gapEnd = performance.now();
        await proxy.restore();
        const backAt = performance.now();
        await calls.until((c) => c.some((x) => x.sentAt >= backAt && x.status === 200), 'an answer after the return');
        const firstServed = calls.calls.filter((c) => c.sentAt >= backAt && c.status === 200).sort((a, b) => a.doneAt - b.doneAt)[0];
        expect(firstServed.doneAt - backAt).toBeLessThanOrEqual(5_000);
        // The next tick runs what fell due in the gap.
        const deadline = performance.now() + 10_000;
        while ((await runsDue()).length < 2 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        await calls.until((c) => c.filter(since(firstServed.doneAt)).length >= 20, 'calls after the return');
        await calls.stop();

        const gap = calls.calls.filter((c) => c.sentAt >= cutAt && c.doneAt < gapEnd);
        expect(gap.length).toBeGreaterThanOrEqual(30);
        expect(gap.filter((c) => c.status !== 503 || JSON.stringify(c.body) !== JSON.stringify(UNAVAILABLE))).toEqual([]);
        expect(calls.calls.filter((c) => c.error !== undefined || c.status === 500)).toEqual([]);
        expect(calls.calls.filter((c) => c.doneAt - c.sentAt > 10_000)).toEqual([]);
        // Once served again, served: a refusal at most (a booking the moved clock no longer allows), never a 5xx.
        expect(calls.calls.filter((c) => c.sentAt >= firstServed.doneAt && c.status! >= 500)).toEqual([]);
        // Each due time once (job_runs' key), run after the return: it was not there before.
        expect(await runsDue()).toEqual(['desk-reminders', 'tower-second-round']);
      } finally {
        await calls.stop();
      }
    },
  );

  it(
    'out of reach without a word (no reset, no answer): every call still answers, 503 within 10 s, and is served again once it answers',
    { timeout: 90_000 },
    async () => {
      // Past the bookings of the test above.
      const calls = load(base, plan.slice(plan.length / 2), tokenOf);
      try {
        await calls.until((c) => c.filter(answered(200)).length >= 5, 'answers before');
        proxy.stall();
        const stallAt = performance.now();
        // Each client meets a connection that no longer answers, then one that never opens.
        await calls.until((c) => c.filter(since(stallAt)).length >= 8, 'calls while out of reach', 60_000);
        const gapEnd = performance.now();
        await proxy.restore();
        const backAt = performance.now();
        await calls.until((c) => c.some((x) => x.sentAt >= backAt && x.status === 200), 'an answer after the return');
        await calls.stop();

        const gap = calls.calls.filter((c) => c.sentAt >= stallAt && c.doneAt < gapEnd);
        expect(gap.length).toBeGreaterThanOrEqual(8);
        expect(gap.filter((c) => c.status !== 503 || JSON.stringify(c.body) !== JSON.stringify(UNAVAILABLE))).toEqual([]);
        expect(calls.calls.filter((c) => c.error !== undefined || c.status === 500)).toEqual([]);
        expect(calls.calls.filter((c) => c.doneAt - c.sentAt > 10_000)).toEqual([]);
      } finally {
        await calls.stop();
      }
    },
  );
});
