import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../db/connection.js';

export interface FreshDb {
  db: Db;
  /** The PostgreSQL URL of the database (undefined on PGlite). */
  url?: string;
  drop(): Promise<void>;
}

/** A seeded database to copy (template.ts): a PGlite data folder's tarball, or a PostgreSQL template database. */
export type Template = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (CI runs the suite both ways). Empty, or a copy of a
 * template when one is given.
 */
export async function freshDb(template?: Template): Promise<FreshDb> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    if (template && template.kind !== 'pglite') throw new Error('a PostgreSQL template without TEST_DATABASE_URL');
    const db = await openPglite(undefined, template ? new Blob([readFileSync(template.file)]) : undefined);
    return { db, drop: () => db.close().catch(() => undefined) };
  }
  if (template && template.kind !== 'postgres') throw new Error('a PGlite template with TEST_DATABASE_URL');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onServer(admin, (c) => c.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template.name}` : `CREATE DATABASE ${name}`));
  const url = databaseUrl(admin, name);
  const db = await openPostgres(url, 20);
  return {
    db,
    url,
    async drop() {
      await db.close().catch(() => undefined);
      await onServer(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export const onPostgres = () => !!process.env.TEST_DATABASE_URL;

/** The URL of another database on the server of `admin`. */
export function databaseUrl(admin: string, name: string): string {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs fn on a connection to the server's administrative database (TEST_DATABASE_URL). */
export async function onServer<T>(admin: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
