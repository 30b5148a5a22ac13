import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { seedDatabase, type SeedInputs } from '../boot.js';
import { openPglite, openPostgres, type Db, type PgliteDb } from '../db/connection.js';
import { migrationsHash, underStartupLock } from '../db/migrate.js';
import { databaseUrl, freshDb, onServer, type FreshDb, type Template } from './db.js';

/**
 * Template databases: each test file starts from a copy instead of seeding its own. Two kinds:
 * - the empty one (migrations and default settings, no demo), what almost every test file builds its
 *   own world on with server/test/factories.ts: on PGlite its tarball is kept between runs in
 *   node_modules/.cache, keyed by the migrations' digest, and a run drops the ones of other digests;
 * - the demo organisation with its year of history, for the few files whose subject it is (the demo
 *   itself, statistics and exports at size): made once per run for each distinct SeedInputs.
 * The first worker that needs a template prepares it under a lock file that names its process; the
 * others wait for it, and take the lock over at once when that process is gone. template-setup.ts
 * (vitest's globalSetup) gives the run its folder and id and removes the run's templates at the end;
 * without it (scripts, the bench) every database starts empty and boot seeds it, as before.
 */

export const TEMPLATE_DIR_ENV = 'TEST_TEMPLATE_DIR';
export const TEMPLATE_RUN_ENV = 'TEST_TEMPLATE_RUN';
/** The PostgreSQL templates of a run are named with this prefix and the run's id: teardown drops them by it. */
export const templatePrefix = (run: string) => `tpl_${run}_`;
/** Where the empty PGlite template is kept between runs. */
export const TEMPLATE_CACHE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache/birouri-test-templates');

const WAIT_MS = 5 * 60_000;

/** The demo depends on the whole instant (its 'today', and which of its tower rounds have run); the empty database on the migrations alone. */
export function templateKey(s: SeedInputs): string {
  const what = JSON.stringify({
    supportEmail: s.supportEmail,
    loadDemo: s.loadDemo,
    now: s.loadDemo ? s.now.toISOString() : null,
    migrations: migrationsHash(),
    // The folder's layout: without PostgreSQL's template databases since 2026-12-01 (preparePglite).
    layout: 2,
  });
  return createHash('sha256').update(what).digest('hex').slice(0, 16);
}

/**
 * A database for one test file holding what boot would seed for these inputs: a copy of the run's
 * template, or, in the worker that prepares the template, the very database it was dumped from.
 */
export async function seededDb(s: SeedInputs): Promise<FreshDb> {
  let own: FreshDb | undefined;
  const template = await templateFor(s, async (t) => {
    if (t.kind === 'postgres') return preparePostgres(t.name, s);
    const db = await preparePglite(t.file, s);
    own = { db, drop: () => db.close().catch(() => undefined) };
  });
  return own ?? freshDb(template);
}

/** The run's template for these inputs, prepared on first use; undefined outside a vitest run. */
export async function templateFor(s: SeedInputs, prepare?: (t: Template) => Promise<void>): Promise<Template | undefined> {
  const runDir = process.env[TEMPLATE_DIR_ENV];
  const run = process.env[TEMPLATE_RUN_ENV];
  if (!runDir || !run) return undefined;
  const key = templateKey(s);
  // Only the empty PGlite template outlives the run: a PostgreSQL server's databases are the run's own.
  const kept = !s.loadDemo && !process.env.TEST_DATABASE_URL;
  const dir = kept ? TEMPLATE_CACHE_DIR : runDir;
  if (kept) mkdirSync(dir, { recursive: true });
  const template: Template = process.env.TEST_DATABASE_URL
    ? { kind: 'postgres', name: `${templatePrefix(run)}${key}` }
    : { kind: 'pglite', file: join(dir, `${key}.tar`) };
  const ready = join(dir, `${key}.ready`);
  const lock = join(dir, `${key}.lock`);
  const until = Date.now() + WAIT_MS;
  for (;;) {
    if (existsSync(ready) && (template.kind === 'postgres' || existsSync(template.file))) return template;
    const fd = tryLock(lock);
    if (fd === undefined) {
      if (lockHolderGone(lock)) continue;
      if (Date.now() > until) throw new Error(`template ${key}: still locked by another worker after ${WAIT_MS} ms (${lock})`);
      await sleep(100);
      continue;
    }
    try {
      // Another worker may have finished between the look and the lock.
      if (!existsSync(ready)) {
        if (prepare) await prepare(template);
        else if (template.kind === 'postgres') await preparePostgres(template.name, s);
        else await (await preparePglite(template.file, s)).close();
        writeFileSync(ready, '');
        if (kept) dropOtherKeys(dir, key);
      }
      return template;
    } finally {
      closeSync(fd);
      unlinkSync(lock);
    }
  }
}

function tryLock(path: string): number | undefined {
  try {
    const fd = openSync(path, 'wx');
    writeFileSync(fd, String(process.pid));
    return fd;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw e;
  }
}

/**
 * Whether the lock's holder is a process that no longer runs (a worker killed while it prepared):
 * then the lock is removed, and the caller takes it at once instead of waiting out WAIT_MS.
 */
export function lockHolderGone(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(lock, 'utf8'));
  } catch {
    return false; // gone already, or not yet written: look again
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ESRCH') return false;
  }
  rmSync(lock, { force: true });
  return true;
}

/** The kept templates of other migrations: no run will use them again. */
function dropOtherKeys(dir: string, key: string) {
  for (const f of readdirSync(dir)) if (!f.startsWith(key) && !f.endsWith('.lock')) rmSync(join(dir, f), { force: true });
}

const seed = (db: Db, s: SeedInputs) => underStartupLock(db, (tx) => seedDatabase(tx, s));

/** Seeds an in-memory database and writes its data folder's tarball to `file`; answers the database, still open. */
async function preparePglite(file: string, s: SeedInputs): Promise<PgliteDb> {
  const db = await openPglite();
  try {
    await seed(db, s);
    // A test database never makes another, so the copies go without PostgreSQL's two template
    // databases: 15 of the folder's 43 MB, which every test file's copy loaded (issue #37).
    await db.query("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
    for (const name of ['template0', 'template1']) await db.query(`DROP DATABASE ${name}`);
    await db.query('CHECKPOINT');
    const tar = await db.dumpDataDir();
    writeFileSync(`${file}.part`, Buffer.from(await tar.arrayBuffer()));
    renameSync(`${file}.part`, file);
    return db;
  } catch (e) {
    await db.close();
    throw e;
  }
}

async function preparePostgres(name: string, s: SeedInputs): Promise<void> {
  const admin = process.env.TEST_DATABASE_URL!;
  await onServer(admin, async (c) => {
    // A template left half made by a worker that failed is made again.
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  });
  const db = await openPostgres(databaseUrl(admin, name), 1);
  try {
    await seed(db, s);
  } finally {
    await db.close();
  }
  // No session may stay in a template while it is copied; none is let in from here on.
  await onServer(admin, (c) => c.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`));
}
