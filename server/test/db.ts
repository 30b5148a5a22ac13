import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../db/connection.js';

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function freshDb(): Promise<{ db: Db; url?: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const db = await openPglite();
    return { db, drop: () => db.close().catch(() => undefined) };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 20);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close().catch(() => undefined);
      const c2 = new pg.Client({ connectionString: admin });
      await c2.connect();
      await c2.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c2.end();
    },
  };
}

export const onPostgres = () => !!process.env.TEST_DATABASE_URL;
