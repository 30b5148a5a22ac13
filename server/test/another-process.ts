import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { openPostgres } from '../db/connection.js';
import type { TestApp } from './harness.js';

/**
 * Another server process on the test's database: an app of its own (its own caches and snapshots)
 * and, on PostgreSQL, its own pool of connections, so that what one process wrote the other must
 * learn from the database's versions alone.
 */
export async function anotherProcess(t: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const db = t.dbUrl ? await openPostgres(t.dbUrl) : undefined;
  const app = await buildApp({ ...t.ctx, db: db ?? t.ctx.db }, { serveWeb: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await db?.close();
    },
  };
}
