import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { seedDatabase, seedInputsOf } from './boot.js';
import { loadConfig } from './config.js';
import { openPglite, type Db } from './db/connection.js';
import { underStartupLock } from './db/migrate.js';
import { bookingBody, bookingsHeld, keyOf, plannedBookings, type Booking } from './test/booking-plan.js';
import { onPostgres } from './test/db.js';
import { freePort } from './test/free-port.js';
import { killTree } from './test/processes.js';
import { seededDb, templateFor } from './test/template.js';

// SIGTERM during a stream of bookings (decisions §16, #25 point 4), on the server as `npm run serve`
// starts it (server/serve.ts, which passes the signal on), over real HTTP with kept-alive
// connections: every booking answered 2xx is in the database and no other is, no request is cut
// off by a reset, and the process exits 0 within the 10 s it has for its requests.
//
// A booking ends in one of two ways: answered (200), or refused a connection (ECONNREFUSED: once the
// server stops listening, a client opening a new connection reaches nobody, so nothing was sent and
// the client knows it; it may send it to another process). A reset or a connection closed before the
// answer ('socket hang up') leaves the client not knowing whether the booking was made: never
// acceptable. The server answers every request that reaches it on an open connection, with
// `Connection: close` once it is closing (http/graceful-close.ts), so not even a 503 is expected.

const START = new Date('2026-03-02T08:00:00Z');
const WORKERS = 8;
/** Acknowledged bookings before the signal: every worker's connection is open and in use by then. */
const BEFORE_SIGNAL = 40;

type Outcome = { status: number; connection?: string; body: { err: number } } | { error: string };

/** One booking over the worker's own kept-alive connection (its agent holds one socket). */
function book(agent: Agent, port: number, token: string, b: Booking): Promise<Outcome> {
  const data = JSON.stringify(bookingBody(b));
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/reservations/desks/update',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), authorization: `Bearer ${token}` },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode!, connection: res.headers.connection, body: JSON.parse(text) });
          } catch {
            resolve({ error: `a cut answer: ${text}` });
          }
        });
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end(data);
  });
}

/** The demo's database as the server child will open it, in a data folder of its own (PGlite) or a fresh database (PostgreSQL). */
async function prepareDatabase(
  dir: string,
): Promise<{ env: NodeJS.ProcessEnv; use<T>(fn: (db: Db) => Promise<T>): Promise<T>; drop(): Promise<void> }> {
  const s = seedInputsOf({ ...loadConfig({ NODE_ENV: 'test' }), loadDemo: true }, START);
  if (onPostgres()) {
    const fresh = await seededDb(s);
    return { env: { DATABASE_URL: fresh.url }, use: (fn) => fn(fresh.db), drop: () => fresh.drop() };
  }
  const path = join(dir, 'pglite');
  const template = await templateFor(s);
  const use = async <T>(fn: (db: Db) => Promise<T>, from?: Blob) => {
    const db = await openPglite(path, from);
    try {
      return await fn(db);
    } finally {
      await db.close();
    }
  };
  // Seeded already when it comes from the run's template.
  await use(
    (db) => underStartupLock(db, (tx) => seedDatabase(tx, s)),
    template?.kind === 'pglite' ? new Blob([readFileSync(template.file)]) : undefined,
  );
  return { env: {}, use, drop: async () => undefined };
}

it.skipIf(process.platform !== 'linux')(
  'SIGTERM during a stream of bookings: every acknowledged booking is kept, none is cut off, and the process exits 0 within 10 s',
  { timeout: 120_000 },
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'birouri-sigterm-'));
    const database = await prepareDatabase(dir);
    const { plan, tokenOf } = await database.use((db) => plannedBookings(db, START, WORKERS * 60));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dir,
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TEST_CLOCK: '1',
      TEST_CLOCK_START: START.toISOString(),
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
    };
    for (const name of ['NODE_ENV', 'NODE_OPTIONS', 'TEST_DATABASE_URL']) delete env[name];
    if (!database.env.DATABASE_URL) delete env.DATABASE_URL;
    const launcher = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'serve.ts')], {
      cwd: join(import.meta.dirname, '..'),
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    launcher.stderr.on('data', (d) => (err += d));
    const exited = new Promise<{ code: number | null; at: number }>((r) =>
      launcher.once('exit', (code) => r({ code, at: performance.now() })),
    );
    try {
      const deadline = Date.now() + 90_000;
      while (!(await fetch(`http://127.0.0.1:${port}/api/meta`).catch(() => null))?.ok) {
        if (launcher.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not serve:\n${err}`);
        await new Promise((r) => setTimeout(r, 200));
      }

      // A kept-alive connection that carries nothing more: the server must not wait for it.
      const idle = new Agent({ keepAlive: true, maxSockets: 1 });
      const idleSocket = await new Promise<{ closed: Promise<void> }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/api/meta', agent: idle }, (res) => res.resume());
        req.on('socket', (s) => resolve({ closed: new Promise((closed) => s.once('close', () => closed())) }));
        req.on('error', reject);
        req.end();
      });

      const sent: { booking: Booking; outcome: Outcome }[] = [];
      let signalledAt: number | undefined;
      const acknowledged = () => sent.filter((s) => 'status' in s.outcome && s.outcome.status === 200).length;
      const worker = async (w: number) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        for (let i = w; i < plan.length; i += WORKERS) {
          const outcome = await book(agent, port, tokenOf.get(plan[i].uuid)!, plan[i]);
          sent.push({ booking: plan[i], outcome });
          if (signalledAt === undefined && acknowledged() >= BEFORE_SIGNAL) {
            signalledAt = performance.now();
            launcher.kill('SIGTERM');
          }
          if ('error' in outcome) break; // the server is gone (or the test has failed)
        }
        agent.destroy();
      };
      await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
      const exit = await exited;
      await idleSocket.closed;
      idle.destroy();

      expect(signalledAt, 'SIGTERM was never sent: the plan ran out first').toBeDefined();
      expect(exit.code, err).toBe(0);
      expect(exit.at - signalledAt!).toBeLessThan(10_000);
      const outcomes = sent.map((s) => ('error' in s.outcome ? s.outcome.error : s.outcome.status));
      // Answered, or refused a connection once the server had stopped listening; nothing else.
      expect(outcomes.filter((o) => o !== 200 && o !== 'ECONNREFUSED')).toEqual([]);
      // Each worker went on until the server was gone.
      expect(outcomes.filter((o) => o === 'ECONNREFUSED')).toHaveLength(WORKERS);

      const held = await database.use((db) => bookingsHeld(db, plan));
      const answered = new Set(sent.filter((s) => 'status' in s.outcome).map((s) => keyOf(s.booking)));
      expect(answered.size).toBeGreaterThan(BEFORE_SIGNAL);
      // No acknowledged booking lost, and none made that its client was not told of.
      expect([...held].sort()).toEqual([...answered].sort());
    } finally {
      if (launcher.exitCode === null) killTree(launcher.pid!);
      await exited;
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
