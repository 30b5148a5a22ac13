import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

it('serves the OpenAPI document generated from the request schemas', async () => {
  const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(json.statusCode).toBe(200);
  const doc = json.json();
  expect(doc.info.version).toBe('1.1.5');
  const login = doc.paths['/api/users/login'].post.requestBody.content['application/json'].schema;
  expect(login.required).toEqual(['username', 'password']);
  const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect([200, 302]).toContain(page.statusCode);
});

it('tells the web app its public address (the QR labels link to it)', async () => {
  const r = await t.app.inject({ method: 'GET', url: '/api/meta' });
  expect(r.json().payload.publicUrl).toBe('http://localhost:3000');
});

it('sends security headers', async () => {
  const r = await t.app.inject({ method: 'GET', url: '/api/meta' });
  expect(r.headers['content-security-policy']).toContain("default-src 'self'");
  expect(r.headers['x-content-type-options']).toBe('nosniff');
  expect(r.headers['strict-transport-security']).toBeDefined();
});

it('starts with an empty organisation when the demo is off', async () => {
  const { rows } = await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  expect(rows[0].n).toBe(0);
});
