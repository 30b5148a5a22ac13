import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { openPglite, openPostgres, type Db } from '../db/connection.js';
import { onServer, type Template } from './template.js';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (CI runs the suite both ways). Empty, or a copy of a
 * template (template.ts) when one is given.
 */
export async function freshDb(template?: Template): Promise<{ db: Db; url?: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    if (template && template.kind !== 'pglite') throw new Error('a PostgreSQL template without TEST_DATABASE_URL');
    const db = await openPglite(undefined, template ? new Blob([readFileSync(template.file)]) : undefined);
    return { db, drop: () => db.close().catch(() => undefined) };
  }
  if (template && template.kind !== 'postgres') throw new Error('a PGlite template with TEST_DATABASE_URL');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onServer(admin, (c) => c.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template.name}` : `CREATE DATABASE ${name}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 20);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close().catch(() => undefined);
      await onServer(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export const onPostgres = () => !!process.env.TEST_DATABASE_URL;
