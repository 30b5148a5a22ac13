import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { boot } from '../../server/boot.js';
import { loadConfig } from '../../server/config.js';
import { openPostgres, type Db } from '../../server/db/connection.js';
import { TestClock } from '../../server/jobs/clock.js';
import { databaseUrl } from '../../server/test/db.js';

/** Where the server children find the database: DATABASE_URL, or DATA_DIR for PGlite. */
export interface BenchDb {
  kind: 'postgres' | 'pglite';
  /** For the children's environment. */
  env: Record<string, string>;
  /** A directory of the run's own (outbox of the children's mail, PGlite's files). */
  dataDir: string;
  drop(): Promise<void>;
}

/** The PostgreSQL server the bench runs on, as its administrator: BENCH_DATABASE_URL, TEST_DATABASE_URL or the local one. */
export const benchAdminUrl = () =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Connections of the pool that fills a PostgreSQL database (the sessions are created 100 at a time). */
const FILL_CONNECTIONS = 10;

/**
 * A fresh database made ready by the app's own start-up (migrations, default settings, the demo
 * organisation, the jobs registered at `start`); `fill` then runs on it before it is closed, so
 * that the children find it loaded (PGlite's files can be open in one process only).
 *
 * On PostgreSQL `fill` gets a pool of its own without the serving pool's timeouts, as the
 * start-up's migrations and demo do (server/boot.ts): the company's history is made in statements
 * of many seconds (one INSERT … SELECT per table), and the serving pool's 5-s statement timeout
 * (SERVING_TIMEOUTS, decisions §16) cancelled them (57014 in insertDeskHistory, issue #37 point 10).
 * On PGlite, which has no such timeouts, it gets the start-up's database. A set-up that fails
 * drops what it made.
 */
export async function prepareDatabase(kind: 'postgres' | 'pglite', start: Date, fill: (db: Db) => Promise<void>): Promise<BenchDb> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-http-'));
  let url: string | undefined;
  let dropDb = async () => undefined as void;
  const drop = async () => {
    await dropDb();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    if (kind === 'postgres') {
      const admin = benchAdminUrl();
      const name = `bench_${randomBytes(5).toString('hex')}`;
      await adminQuery(admin, `CREATE DATABASE ${name}`);
      dropDb = () => adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      url = databaseUrl(admin, name);
    }
    const config = { ...loadConfig({ TEST_CLOCK: '1', DATA_DIR: dataDir, DEMO_DATA: '1' }), databaseUrl: url };
    const booted = await boot(config, { clock: new TestClock(start), log: () => undefined });
    try {
      const filler = url ? await openPostgres(url, FILL_CONNECTIONS) : booted.ctx.db;
      try {
        await fill(filler);
      } finally {
        if (filler !== booted.ctx.db) await filler.close();
      }
    } finally {
      await booted.shutdown();
    }
  } catch (e) {
    await drop().catch(() => undefined);
    throw e;
  }
  return { kind, env: url ? { DATABASE_URL: url, DATA_DIR: dataDir } : { DATA_DIR: dataDir }, dataDir, drop };
}

/** One statement on its own connection (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
