import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { seedDatabase, type SeedInputs } from '../boot.js';
import { openPglite, openPostgres } from '../db/connection.js';
import { underStartupLock } from '../db/migrate.js';

/**
 * Template databases: what boot writes before the scheduler's cursors (migrations, default settings,
 * the demo with its year of history) is written once per run for each distinct SeedInputs and copied
 * for each test file, instead of every file seeding its own. The first worker that needs one prepares it
 * under a lock file; the others wait for it. template-setup.ts (vitest's globalSetup) gives the run its
 * folder and removes everything at the end; without it (scripts, bench) every database is seeded as before.
 */
export type Template = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

export const TEMPLATE_DIR_ENV = 'TEST_TEMPLATE_DIR';
export const TEMPLATE_RUN_ENV = 'TEST_TEMPLATE_RUN';
/** The PostgreSQL templates of a run are named with this prefix and the run's id: teardown drops them by it. */
export const templatePrefix = (run: string) => `tpl_${run}_`;

const WAIT_MS = 5 * 60_000;

/** The seed depends on the whole instant (the demo's 'today' and which rounds of it have run), but without the demo on none. */
export function templateKey(s: SeedInputs): string {
  const what = JSON.stringify({ supportEmail: s.supportEmail, loadDemo: s.loadDemo, now: s.loadDemo ? s.now.toISOString() : null });
  return createHash('sha256').update(what).digest('hex').slice(0, 16);
}

/** The run's template for these inputs, prepared on first use; undefined outside a vitest run. */
export async function templateFor(s: SeedInputs): Promise<Template | undefined> {
  const dir = process.env[TEMPLATE_DIR_ENV];
  const run = process.env[TEMPLATE_RUN_ENV];
  if (!dir || !run) return undefined;
  const key = templateKey(s);
  const admin = process.env.TEST_DATABASE_URL;
  const template: Template = admin ? { kind: 'postgres', name: `${templatePrefix(run)}${key}` } : { kind: 'pglite', file: join(dir, `${key}.tar`) };
  const ready = join(dir, `${key}.ready`);
  const lock = join(dir, `${key}.lock`);
  const until = Date.now() + WAIT_MS;
  for (;;) {
    if (existsSync(ready)) return template;
    const fd = tryLock(lock);
    if (fd === undefined) {
      if (Date.now() > until) throw new Error(`template ${key}: still locked by another worker after ${WAIT_MS} ms (${lock})`);
      await sleep(100);
      continue;
    }
    try {
      // Another worker may have finished between the look and the lock.
      if (!existsSync(ready)) {
        await (template.kind === 'pglite' ? preparePglite(template.file, s) : preparePostgres(admin!, template.name, s));
        writeFileSync(ready, '');
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
    return openSync(path, 'wx');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw e;
  }
}

const seed = (db: Parameters<typeof underStartupLock>[0], s: SeedInputs) => underStartupLock(db, (tx) => seedDatabase(tx, s));

async function preparePglite(file: string, s: SeedInputs): Promise<void> {
  const db = await openPglite();
  try {
    await seed(db, s);
    const tar = await db.dumpDataDir();
    writeFileSync(`${file}.part`, Buffer.from(await tar.arrayBuffer()));
    renameSync(`${file}.part`, file);
  } finally {
    await db.close();
  }
}

async function preparePostgres(admin: string, name: string, s: SeedInputs): Promise<void> {
  await onServer(admin, async (c) => {
    // A template left half made by a worker that failed is made again.
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 1);
  try {
    await seed(db, s);
  } finally {
    await db.close();
  }
  // No session may stay in a template while it is copied; none is let in from here on.
  await onServer(admin, (c) => c.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`));
}

/** One statement batch on the server's administrative database. */
export async function onServer<T>(admin: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
