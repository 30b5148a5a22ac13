import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The pages of the web app carry the server's clock (its test clock here), so that a page of
// charts reckons its default range without asking GET /api/meta first.

let t: TestApp;
let web: FastifyInstance;
let dist: string;
beforeAll(async () => {
  t = await createTestApp({ demo: false, start: '2027-03-01T07:00:00Z' });
  dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dist, 'app.js'), 'export {};');
  web = await buildApp({ ...t.ctx, config: { ...t.ctx.config, webDist: dist } }, { serveWeb: true });
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const now = (header: unknown) => /^now;desc="([^"]+)"$/.exec(String(header))?.[1];

it('gives every page of the app the server’s now in Server-Timing', async () => {
  for (const url of ['/', '/birouri/statistics', '/turn/statisticsDay?de=2027-03-01']) {
    const r = await web.inject({ method: 'GET', url });
    expect(r.headers['content-type'], url).toMatch(/^text\/html/);
    const at = Date.parse(now(r.headers['server-timing']) ?? '');
    expect(Math.abs(at - Date.parse('2027-03-01T07:00:00Z')), url).toBeLessThan(60_000);
  }
});

it('leaves the scripts and the API without it', async () => {
  expect((await web.inject({ method: 'GET', url: '/app.js' })).headers['server-timing']).toBeUndefined();
  expect((await web.inject({ method: 'GET', url: '/api/meta' })).headers['server-timing']).toBeUndefined();
});
