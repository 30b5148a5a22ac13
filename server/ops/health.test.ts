import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openPostgres } from '../db/connection.js';
import { migrationNames } from '../db/migrate.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Decisions §16: GET /health and GET /ready, for load balancers and orchestrators.

let t: TestApp;
beforeAll(async () => {
  // RATE_LIMIT at 3 a minute: the probes must not be throttled by it.
  t = await createTestApp({ demo: false, config: { rateLimit: 3 } });
});
afterAll(() => t?.close());

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

describe('GET /health', () => {
  it('answers 200 {status: ok} to anyone, uncached, however often a balancer asks', async () => {
    for (let i = 0; i < 6; i++) {
      const r = await get('/health');
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ status: 'ok' });
      expect(r.headers['cache-control']).toBe('no-store');
    }
    expect((await get('/health', 'HEAD')).statusCode).toBe(200);
  });
});

describe('GET /ready', () => {
  it('answers 200 while the database answers and carries every migration, to anyone, however often', async () => {
    for (let i = 0; i < 6; i++) {
      const r = await get('/ready');
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ status: 'ok' });
      expect(r.headers['cache-control']).toBe('no-store');
    }
    expect((await get('/ready', 'HEAD')).statusCode).toBe(200);
  });

  it('answers 503 while a migration of this code is not applied (a process newer than its database), and 200 once it is', async () => {
    const last = migrationNames().at(-1)!;
    const { rows } = await t.ctx.db.query<{ applied_at: Date }>('DELETE FROM schema_migrations WHERE name = $1 RETURNING applied_at', [
      last,
    ]);
    expect(rows).toHaveLength(1);
    try {
      const r = await get('/ready');
      expect(r.statusCode).toBe(503);
      // Naming nothing of the inside: no migration, no version, no error.
      expect(r.body).toBe(JSON.stringify({ status: 'unavailable' }));
      // Alive all the same: a balancer takes it out, an orchestrator does not kill it.
      expect((await get('/health')).statusCode).toBe(200);
    } finally {
      await t.ctx.db.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [last, rows[0].applied_at]);
    }
    expect((await get('/ready')).statusCode).toBe(200);
  });

  it('answers 503, soon and naming nothing, while the database does not answer', async () => {
    // A database that is not there: a PostgreSQL port nobody listens on.
    const db = await openPostgres('postgres://postgres@127.0.0.1:1/none');
    const app = await buildApp({ ...t.ctx, db }, { serveWeb: false });
    try {
      const r = await app.inject({ method: 'GET', url: '/ready' });
      expect(r.statusCode).toBe(503);
      expect(r.body).toBe(JSON.stringify({ status: 'unavailable' }));
      expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('answers 503 once the process is closing (SIGTERM), to a balancer polling on a kept-alive connection', async () => {
    const closing = await createTestApp({ demo: false });
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = closing.app.server.address() as { port: number };
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const probe = () =>
      new Promise<{ status: number; connection?: string }>((resolve, reject) =>
        request({ host: '127.0.0.1', port, path: '/ready', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
        })
          .on('error', reject)
          .end(),
      );
    try {
      expect((await probe()).status).toBe(200);
      const closed = closing.close();
      // The drain stops listening at once; the probe's connection stays until it is idle.
      while (closing.app.server.listening) await new Promise((r) => setTimeout(r, 5));
      expect(await probe()).toEqual({ status: 503, connection: 'close' });
      await closed;
    } finally {
      agent.destroy();
    }
  });
});
