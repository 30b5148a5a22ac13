import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepared, type Db, type Queryable } from './connection.js';
import { lockGlobal } from './locks.js';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Runs fn in one transaction holding the start-up lock. Several processes may start at once
 * on one empty PostgreSQL database: one migrates and seeds, the others wait, then find it done.
 */
export function underStartupLock<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockGlobal(db, tx, 'startup');
    return fn(tx);
  });
}

/** The migrations this code carries, in the order they apply. */
export function migrationNames(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/** A digest of every migration's name and text: what an empty migrated database depends on (the tests' cached template). */
export function migrationsHash(): string {
  const h = createHash('sha256');
  for (const f of migrationNames())
    h.update(f)
      .update('\0')
      .update(readFileSync(join(MIGRATIONS_DIR, f)))
      .update('\0');
  return h.digest('hex').slice(0, 16);
}

const APPLIED_COUNT = prepared('SELECT count(*) AS n FROM schema_migrations WHERE name = ANY($1::text[])');

/** Whether every one of `names` is applied (GET /ready): one statement, which fails while the database does not answer. */
export async function migrationsApplied(q: Queryable, names: string[]): Promise<boolean> {
  const { rows } = await q.query<{ n: number }>(APPLIED_COUNT, [names]);
  return rows[0]?.n === names.length;
}

/**
 * Applies the pending migrations; run it under the start-up lock (tests on a private database may pass the Db).
 * `through` (tests of a migration): stop after the migration of that name, as an older release would.
 */
export async function migrate(q: Queryable, through?: string): Promise<string[]> {
  const files = migrationNames().filter((f) => through === undefined || f <= through);
  await q.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
  await q.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await q.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
  const applied: string[] = [];
  for (const f of files) {
    if (done.has(f)) continue;
    for (const stmt of splitStatements(readFileSync(join(MIGRATIONS_DIR, f), 'utf8'))) await q.query(stmt);
    await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [f]);
    applied.push(f);
  }
  return applied;
}

/** Splits a migration on semicolons at line ends; bodies with $$ blocks stay whole. */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let cur = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line) && !inDollar) continue;
    cur += line + '\n';
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inDollar = !inDollar;
    if (!inDollar && /;\s*$/.test(line)) {
      out.push(cur.trim());
      cur = '';
    }
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}
