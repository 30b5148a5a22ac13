import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { boot } from '../../server/boot.js';
import { loadConfig } from '../../server/config.js';
import type { Db } from '../../server/db/connection.js';
import { TestClock } from '../../server/jobs/clock.js';

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

/**
 * A fresh database made ready by the app's own start-up (migrations, default settings, the demo
 * organisation, the jobs registered at `start`); `fill` then runs on it before it is closed, so
 * that the children find it loaded (PGlite's files can be open in one process only).
 */
export async function prepareDatabase(kind: 'postgres' | 'pglite', start: Date, fill: (db: Db) => Promise<void>): Promise<BenchDb> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-http-'));
  let url: string | undefined;
  let dropDb = async () => undefined as void;
  if (kind === 'postgres') {
    const admin = benchAdminUrl();
    const name = `bench_${randomBytes(5).toString('hex')}`;
    await adminQuery(admin, `CREATE DATABASE ${name}`);
    const u = new URL(admin);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDb = () => adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const config = { ...loadConfig({ TEST_CLOCK: '1', DATA_DIR: dataDir, DEMO_DATA: '1' }), databaseUrl: url };
  const { ctx, shutdown } = await boot(config, { clock: new TestClock(start), log: () => undefined });
  try {
    await fill(ctx.db);
  } finally {
    await shutdown();
  }
  return {
    kind,
    env: url ? { DATABASE_URL: url, DATA_DIR: dataDir } : { DATA_DIR: dataDir },
    dataDir,
    async drop() {
      await dropDb();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
