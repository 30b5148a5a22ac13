import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPerson } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { createScimApp, SCIM_TOKEN, type ScimApp } from '../test/scim.js';

// Who may call SCIM: the holder of SCIM_TOKEN, nobody else, on every route (decisions §25); and
// without SCIM_TOKEN, /scim/v2 is any unknown path.

const ID = '00000000-0000-4000-8000-000000000000';
const ROUTES: [string, string][] = [
  ['GET', '/ServiceProviderConfig'],
  ['GET', '/ResourceTypes'],
  ['GET', '/ResourceTypes/User'],
  ['GET', '/Schemas'],
  ['GET', '/Schemas/urn:ietf:params:scim:schemas:core:2.0:User'],
  ['GET', '/Users'],
  ['POST', '/Users'],
  ['GET', `/Users/${ID}`],
  ['PUT', `/Users/${ID}`],
  ['PATCH', `/Users/${ID}`],
  ['DELETE', `/Users/${ID}`],
  ['GET', '/Groups'],
  ['POST', '/Groups'],
  ['GET', `/Groups/${ID}`],
  ['PUT', `/Groups/${ID}`],
  ['PATCH', `/Groups/${ID}`],
  ['DELETE', `/Groups/${ID}`],
  ['GET', '/Unknown'],
];
const UNAUTHORISED = {
  schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
  status: '401',
  detail: 'Authorization: Bearer with the SCIM token is required',
};

let t: ScimApp;
let off: TestApp;
let session: string;
beforeAll(async () => {
  t = await createScimApp();
  off = await createTestApp();
  session = (await aPerson(t, { role: 'admin' })).token;
}, 120_000);
afterAll(async () => {
  await t.close();
  await off.close();
});

describe('SCIM: who may call it', () => {
  const callers: [string, (h: Record<string, string>) => void][] = [
    ['no token', () => undefined],
    ['a wrong token of the same length', (h) => (h.authorization = `Bearer ${'x'.repeat(SCIM_TOKEN.length)}`)],
    ['a token of another length', (h) => (h.authorization = 'Bearer short')],
    ['the token with a character more', (h) => (h.authorization = `Bearer ${SCIM_TOKEN}x`)],
    ['the token in another scheme', (h) => (h.authorization = `Basic ${SCIM_TOKEN}`)],
    ["an administrator's session", (h) => (h.authorization = `Bearer ${session}`)],
  ];
  for (const [who, put] of callers) {
    it(`refuses ${who} on every route with SCIM's 401`, async () => {
      for (const [method, path] of ROUTES) {
        const headers: Record<string, string> = {};
        put(headers);
        const res = await t.app.inject({ method: method as 'GET', url: `/scim/v2${path}`, headers });
        expect(res.statusCode, `${method} ${path}`).toBe(401);
        expect(res.json(), `${method} ${path}`).toEqual(UNAUTHORISED);
        expect(res.headers['content-type']).toMatch(/^application\/scim\+json/);
        expect(res.headers['www-authenticate']).toBe('Bearer');
      }
    });
  }

  it('opens every route to SCIM_TOKEN, an unknown path a SCIM 404', async () => {
    for (const [method, path] of ROUTES) {
      const res = await t.scim(method, path, { body: method === 'POST' || method === 'PUT' || method === 'PATCH' ? {} : undefined });
      expect(res.status, `${method} ${path}`).not.toBe(401);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
    expect((await t.scim('GET', '/Unknown')).body).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '404',
      detail: 'No resource at /scim/v2/Unknown',
    });
  });

  it('without SCIM_TOKEN, answers /scim/v2 exactly as any unknown path', async () => {
    const unknown = await off.app.inject({ method: 'GET', url: '/no-such-path' });
    for (const [method, path] of ROUTES) {
      const res = await off.app.inject({
        method: method as 'GET',
        url: `/scim/v2${path}`,
        headers: { authorization: `Bearer ${SCIM_TOKEN}` },
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.body, `${method} ${path}`).toBe(unknown.body);
      expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
    }
  });

  it("answers RATE_LIMIT's refusal in SCIM's shape, with Retry-After", async () => {
    const limited = await createTestApp({ config: { rateLimit: 1, scim: { token: SCIM_TOKEN, defaultBuilding: '1' } } });
    try {
      const get = () => limited.app.inject({ method: 'GET', url: '/scim/v2/Users', headers: { authorization: `Bearer ${SCIM_TOKEN}` } });
      expect((await get()).statusCode).toBe(200);
      const refused = await get();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json()).toEqual({
        schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
        status: '429',
        detail: 'Too many requests',
      });
    } finally {
      await limited.close();
    }
  });

  it('keeps SCIM out of the OpenAPI document of /api', async () => {
    const doc = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/scim'))).toEqual([]);
  });
});
