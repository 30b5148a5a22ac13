import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

// Sends malformed input to every route of the OpenAPI document: each answer must be a
// 4xx (or a success) in the envelope, with a Romanian message, and never a 500.
let t: TestApp;
let routes: { method: string; path: string; hasBody: boolean }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, hasBody: !!op.requestBody })),
  );
});
afterAll(() => t.close());

// `optionalOk`: a route whose fields are all optional may accept an object of unknown keys.
const GARBAGE_BODIES: { raw: string; type: string; optionalOk?: boolean }[] = [
  { raw: '{"username": ', type: 'application/json' },
  { raw: '[1,2,3]', type: 'application/json' },
  { raw: '"text"', type: 'application/json' },
  { raw: 'null', type: 'application/json' },
  { raw: '{"username": {"$gt": ""}, "password": [1], "now": 5, "accounts": "toate", "name": null, "value": {}, "building": 9}', type: 'application/json', optionalOk: true },
  { raw: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { raw: '\u0000\u0001\u0002', type: 'text/plain' },
];
const GARBAGE_PARAMS = ['%00', 'x'.repeat(300), '..%2F..%2Fetc', '🙂', '-1'];

function fill(path: string, v: string) {
  return path.replace(/\{[^}]+\}/g, v);
}

function expectEnvelope(r: { status: number; body: { err: number; payload: unknown; message?: string } }, what: string) {
  expect(r.status, what).toBeLessThan(500);
  expect(r.body.err, what).toBe(r.status === 200 ? 0 : r.status);
  if (r.status !== 200) {
    expect(r.body.payload, what).toBeNull();
    expect(r.body.message, what).toMatch(/\S/);
  }
}

describe('every route refuses garbage with a 4xx in the envelope', () => {
  it('covers the account, group, config and clock routes', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    for (const p of ['POST /api/users/login', 'POST /api/users/massRegister', 'POST /api/config/update', 'PUT /api/test/clock', 'GET /api/users/info/{uuid}']) {
      expect(paths).toContain(p);
    }
  });

  it('bodies', async () => {
    for (const r of routes.filter((x) => x.hasBody)) {
      for (const g of GARBAGE_BODIES) {
        for (const token of [undefined, await t.login('admin')]) {
          const res = await t.call(r.method, fill(r.path, 'x'), { token, raw: g.raw, headers: { 'content-type': g.type } });
          const what = `${r.method} ${r.path} ${g.raw} ${token ? 'admin' : 'anonymous'}`;
          expectEnvelope(res, what);
          if (!g.optionalOk) expect(res.status, what).not.toBe(200);
        }
      }
    }
  });

  it('path parameters and query strings', async () => {
    for (const r of routes) {
      for (const v of GARBAGE_PARAMS) {
        const token = await t.login('admin');
        const res = await t.call(r.method, `${fill(r.path, v)}?x=%ZZ&_id[$ne]=1`, { token });
        expectEnvelope(res, `${r.method} ${r.path} ${v}`);
      }
    }
  });

  it('a bad bearer token is 401 on a protected route', async () => {
    const r = await t.call('GET', '/api/config', { token: 'nu-este-un-token' });
    expect(r.body).toMatchObject({ err: 401, payload: null });
  });
});
