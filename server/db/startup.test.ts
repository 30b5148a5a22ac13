import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { boot } from '../boot.js';
import { loadConfig } from '../config.js';
import { TestClock } from '../jobs/clock.js';
import { createMailer } from '../mail/mailer.js';
import { freshDb, onPostgres } from '../test/db.js';
import { openPostgres, type Queryable } from './connection.js';
import { DEMO_GROUPS, DEMO_PASSWORD } from '../seed/demo.js';
import { freePort } from '../test/free-port.js';

// Several processes may start at once on an empty database: the migrations, the default
// settings, the demo load and the job cursors are written once, and every process serves.

const demoCounts = async (q: Queryable) => ({
  admins: (await q.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE username = 'admin'")).rows[0].n,
  groups: (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM groups')).rows[0].n,
});
const ONE_DEMO = { admins: 1, groups: DEMO_GROUPS.length };

it('two start-ups at once on one empty database both succeed and load the demo once', async () => {
  const fresh = await freshDb();
  // On PostgreSQL the second start-up gets its own pool, as a second process would.
  const other = fresh.url ? await openPostgres(fresh.url) : fresh.db;
  try {
    const config = { ...loadConfig({ NODE_ENV: 'test' }), loadDemo: true };
    const mailer = createMailer({ outboxDir: '', from: config.mailFrom });
    const start = (db: typeof other) =>
      boot(config, { db, mailer, clock: new TestClock(new Date('2026-03-02T08:00:00Z')), log: () => undefined });
    await Promise.all([start(fresh.db), start(other)]);
    expect(await demoCounts(fresh.db)).toEqual(ONE_DEMO);
  } finally {
    if (other !== fresh.db) await other.close();
    await fresh.drop();
  }
});

/** A real server process (node --import tsx server/main.ts: one process, so a kill reaches the server itself). */
function startServer(dbUrl: string, port: number, dataDir: string): { child: ChildProcess; output: () => string } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: dbUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_DATA: '1',
    DATA_DIR: dataDir,
  };
  delete env.NODE_ENV;
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: join(import.meta.dirname, '..', '..'), env });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  return { child, output: () => out };
}

/** Waits until the server answers /api/meta and logs in the demo admin; fails at once if it exits. */
async function untilServing(s: ReturnType<typeof startServer>, port: number, deadline: number): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  while (Date.now() < deadline) {
    if (s.child.exitCode !== null || s.child.signalCode) throw new Error(`server on ${port} exited:\n${s.output()}`);
    const meta = await fetch(`${base}/api/meta`).catch(() => null);
    if (meta?.status === 200) {
      const r = await fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
      });
      expect(((await r.json()) as { err: number }).err).toBe(0);
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} did not serve in time:\n${s.output()}`);
}

it.skipIf(!onPostgres())(
  'two server processes started at once on an empty PostgreSQL database both serve',
  { timeout: 120_000 },
  async () => {
    const fresh = await freshDb();
    const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'birouri-start-')));
    const ports = [await freePort(), await freePort()];
    const servers = ports.map((port, i) => startServer(fresh.url!, port, dirs[i]));
    try {
      const deadline = Date.now() + 90_000;
      await Promise.all(servers.map((s, i) => untilServing(s, ports[i], deadline)));
      expect(await demoCounts(fresh.db)).toEqual(ONE_DEMO);
    } finally {
      for (const s of servers) {
        if (s.child.exitCode === null && !s.child.signalCode) {
          const exited = new Promise((r) => s.child.once('exit', r));
          s.child.kill('SIGKILL');
          await exited;
        }
      }
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
      await fresh.drop();
    }
  },
);
