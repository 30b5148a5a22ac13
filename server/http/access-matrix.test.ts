import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuth } from './auth.js';
import { aDesk, aFloor, aPerson, aRoom, theDemoAccounts } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The authorisation matrix, generated from the OpenAPI document: every route, called by
// every kind of caller under every spelling of its path, answers as its declared access
// says. The table below is written out by hand on purpose: it is the contract, not a copy
// of domain/policy.ts.
type Role = 'anonymous' | 'employee' | 'towerOnly' | 'manager' | 'admin1' | 'admin2' | 'admin';
const ROLES: Role[] = ['anonymous', 'employee', 'towerOnly', 'manager', 'admin1', 'admin2', 'admin'];
const ALLOWED: Record<string, Role[]> = {
  public: ROLES,
  user: ['employee', 'towerOnly', 'manager', 'admin1', 'admin2', 'admin'],
  'member:1': ['employee', 'manager', 'admin1', 'admin'],
  'member:2': ['towerOnly', 'admin2', 'admin'],
  manager: ['manager', 'admin1', 'admin'],
  buildingAdmin: ['admin1', 'admin2', 'admin'],
  'admin:1': ['admin1', 'admin'],
  'admin:2': ['admin2', 'admin'],
  admin: ['admin'],
};
const SPELLINGS = ['/api/', '/%61pi/', '/a%70i/', '/API/', '/api//'];

interface Op {
  method: string;
  path: string;
  access: string;
  json: boolean;
}
type Answer = { status: number; body: { err: number; reason?: string; message?: string } };

let t: TestApp;
let ops: Op[] = [];
const tokens = new Map<Role, string | undefined>();
const params: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  // The file's own world: a caller of each kind (the README accounts and their groups, an administrator
  // of each building), and a floor with a desk and a room of the employee's group for the paths that name one.
  const people = await theDemoAccounts(t);
  const buildingAdmin = (username: string, building: string) =>
    aPerson(t, { username, name: username, building, adminOf: [building], password: 'parola-admin' });
  const [admin1, admin2] = [await buildingAdmin('admin.unu', '1'), await buildingAdmin('admin.doi', '2')];
  const floor = await aFloor(t);
  await aDesk(t, { floor, groups: ['it'] });
  const room = await aRoom(t, { floor, groups: ['it'] });
  tokens.set('anonymous', undefined);
  tokens.set('employee', people.angajat.token);
  tokens.set('towerOnly', people.turn.token);
  tokens.set('manager', people.manager.token);
  tokens.set('admin1', admin1.token);
  tokens.set('admin2', admin2.token);
  tokens.set('admin', people.admin.token);
  Object.assign(params, {
    uuid: people.angajat.uuid,
    username: 'angajat',
    groupId: 'it',
    roomId: room.id,
    floor: String(floor.floor),
    id: '00000000-0000-4000-8000-000000000000',
  });

  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { 'x-access'?: string; requestBody?: { content: Record<string, unknown> } }>>;
  };
  ops = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      access: op['x-access'] ?? '(none)',
      json: !!op.requestBody?.content['application/json'],
    })),
  );
}, 120_000);
afterAll(() => t.close());

async function call(op: Op, role: Role, prefix: string): Promise<Answer> {
  let token = tokens.get(role);
  // Logging out ends the session: use a session of its own.
  if (op.path === '/api/users/logout' && token) token = await loginAs(role);
  const path = op.path.replace(/^\/api\//, prefix).replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? 'x');
  return t.call(op.method, path, { token, ...(op.json ? { raw: '{}', headers: { 'content-type': 'application/json' } } : {}) });
}

const USERNAMES: Record<Role, string> = {
  anonymous: '',
  employee: 'angajat',
  towerOnly: 'turn',
  manager: 'manager',
  admin1: 'admin.unu',
  admin2: 'admin.doi',
  admin: 'admin',
};
const loginAs = (role: Role) => t.login(USERNAMES[role], role.startsWith('admin') && role !== 'admin' ? 'parola-admin' : 'demo1234');

describe('authorisation matrix', () => {
  it('lists the API, and every route declares who may call it', () => {
    expect(ops.length).toBeGreaterThan(50);
    for (const op of ops) expect(Object.keys(ALLOWED), `${op.method} ${op.path}`).toContain(op.access);
    const declared = (m: string, p: string) => ops.find((o) => o.method === m && o.path === p)?.access;
    expect(declared('POST', '/api/users/massRegister')).toBe('admin:1');
    expect(declared('POST', '/api/desks/update')).toBe('admin:1');
    expect(declared('POST', '/api/cars/massAdd')).toBe('admin:2');
    expect(declared('GET', '/api/statistics/tower/reservations')).toBe('admin:2');
    for (const path of ['/api/statistics/groups', '/api/statistics/reservations']) {
      expect(declared('GET', path)).toBe('admin:1');
      expect(declared('GET', `${path}/export`)).toBe('admin:1');
    }
    // The office's forecast (decisions §21): managers too, for their groups.
    expect(declared('GET', '/api/statistics/occupancy')).toBe('manager');
    expect(declared('GET', '/api/statistics/occupancy/export')).toBe('manager');
    expect(declared('GET', '/api/statistics/manager')).toBe('manager');
    expect(declared('GET', '/api/statistics/manager/export')).toBe('manager');
    for (const path of ['/api/statistics/tower/days', '/api/statistics/tower/days/export', '/api/statistics/tower/reservations/export'])
      expect(declared('GET', path)).toBe('admin:2');
    expect(declared('POST', '/api/users/registerTurn')).toBe('admin:2');
    expect(declared('POST', '/api/users/massRegisterTurn')).toBe('admin:2');
    expect(declared('POST', '/api/users/login')).toBe('public');
    expect(declared('GET', '/api/desks/freeByDay')).toBe('member:1');
    expect(declared('GET', '/api/reservations/desks/forOthers')).toBe('member:1');
    // The calendar feed (decisions §15): any signed-in person's own address; the feed itself opens with its secret.
    for (const [m, path] of [
      ['GET', '/api/calendar/feed'],
      ['POST', '/api/calendar/feed'],
      ['POST', '/api/calendar/feed/delete'],
    ])
      expect(declared(m, path)).toBe('user');
    expect(declared('GET', '/api/calendar/{secret}.ics')).toBe('public');
    expect(declared('POST', '/api/reservations/desks/checkin')).toBe('member:1');
    // The floor plans (decisions §18): read by the office's members, laid out by its administrators.
    for (const path of ['/api/floors', '/api/floors/{floor}/plan']) expect(declared('GET', path)).toBe('member:1');
    for (const path of [
      '/api/floors/update',
      '/api/floors/plan',
      '/api/floors/delete',
      '/api/desks/create',
      '/api/desks/delete',
      '/api/conference-rooms/create',
      '/api/conference-rooms/delete',
    ])
      expect(declared('POST', path)).toBe('admin:1');
    // The mapping of the identity provider's groups (decisions §25): the groups' administrators.
    expect(declared('GET', '/api/provider-groups')).toBe('admin:1');
    for (const path of ['/api/provider-groups/update', '/api/provider-groups/delete']) expect(declared('POST', path)).toBe('admin:1');
    // A person's data (decisions §25): one's own for anyone signed in; anyone's and the erasure for their administrators.
    expect(declared('GET', '/api/users/me/export')).toBe('user');
    expect(declared('GET', '/api/users/{uuid}/export')).toBe('buildingAdmin');
    expect(declared('POST', '/api/users/erase')).toBe('buildingAdmin');
    // The company sign-in (decisions §17): /login takes its session before anyone is signed in.
    expect(declared('POST', '/api/auth/oidc/session')).toBe('public');
  });

  it("leaves the company sign-in's navigations out of the document: public, and never a refusal of the caller or a 5xx", async () => {
    expect(ops.filter((o) => /^\/api\/auth\/oidc\/(start|callback)$/.test(o.path))).toEqual([]);
    for (const path of ['auth/oidc/start', 'auth/oidc/callback?code=x&state=y'])
      for (const role of ROLES)
        for (const prefix of SPELLINGS) {
          const r = await t.app.inject({
            method: 'GET',
            url: `${prefix}${path}`,
            headers: tokens.get(role) ? { authorization: `Bearer ${tokens.get(role)}` } : {},
          });
          // This app has no OIDC settings: the route answers that it is off (404 oidc.off), another spelling is no route.
          expect(r.statusCode, `${prefix}${path} as ${role}`).toBe(404);
          if (prefix === '/api/' || r.json().reason) expect(r.json().reason, `${prefix}${path} as ${role}`).toBe('oidc.off');
        }
  });

  it('refuses to start with an API route that declares nothing', async () => {
    const app = Fastify();
    registerAuth(app, t.ctx, new Map());
    expect(() => app.get('/api/forgotten', async () => 'open')).toThrow(/declares no access/);
    expect(() => app.get('/api/misspelt', { config: { access: 'everyone' as never } }, async () => 'open')).toThrow(/declares no access/);
    const ok = Fastify();
    registerAuth(ok, t.ctx, new Map());
    ok.get('/assets/app.js', async () => 'static');
    await expect(ok.ready()).resolves.toBeDefined();
  });

  it('gives every route to exactly the callers its access names, under every spelling of its path', async () => {
    const wrong: string[] = [];
    for (const op of ops) {
      for (const role of ROLES) {
        const allowed = ALLOWED[op.access].includes(role);
        const canonical = await call(op, role, '/api/');
        const what = `${op.method} ${op.path} as ${role}: ${canonical.status} ${canonical.body.reason ?? ''}`;
        if (canonical.status >= 500) wrong.push(`${what} (5xx)`);
        else if (allowed && (canonical.status === 401 || canonical.body.reason === 'access')) wrong.push(`${what} (should be let in)`);
        else if (!allowed && role === 'anonymous' && canonical.status !== 401) wrong.push(`${what} (should be 401)`);
        else if (!allowed && role !== 'anonymous' && (canonical.status !== 403 || canonical.body.reason !== 'access'))
          wrong.push(`${what} (should be 403)`);
        for (const prefix of SPELLINGS.slice(1)) {
          const other = await call(op, role, prefix);
          // Another spelling reaches the same route with the same checks, or no route at all.
          if (other.status !== canonical.status && other.status !== 404)
            wrong.push(`${op.method} ${prefix}… as ${role}: ${other.status}, canonical ${canonical.status}`);
          if (!allowed && other.status < 300) wrong.push(`${op.method} ${prefix}… as ${role}: let in`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);

  it("leaves the operators' routes out of the API and its document: /health and /ready to anyone, /metrics to no session", async () => {
    // The document, and so this matrix, is the API's: every path it lists is under /api.
    expect(ops.filter((o) => !o.path.startsWith('/api/'))).toEqual([]);
    for (const role of ROLES) {
      const token = tokens.get(role);
      for (const url of ['/health', '/ready']) expect((await t.call('GET', url, { token })).status, `${url} as ${role}`).toBe(200);
      // Not an administrator's either: only METRICS_TOKEN opens it (ops/metrics.test.ts), and this app has none.
      expect((await t.call('GET', '/metrics', { token })).status, `/metrics as ${role}`).toBe(404);
    }
  });

  it('no longer lets a stranger create an administrator through a percent-encoded path', async () => {
    const body = {
      accounts: [{ credentials: { username: 'evil', password: 'evil12345' }, userInfo: { email: 'e@x.com', name: 'E', role: 'admin' } }],
    };
    for (const prefix of ['/%61pi/', '/a%70i/', '/ap%69/', '/%41PI/', '/api//', '/api/']) {
      const r = await t.call('POST', `${prefix}users/massRegister`, { body });
      expect(r.status, prefix).not.toBe(200);
    }
    const { rows } = await t.ctx.db.query("SELECT 1 FROM users WHERE username = 'evil'");
    expect(rows).toHaveLength(0);
    expect((await t.call('POST', '/api/users/login', { body: { username: 'evil', password: 'evil12345' } })).status).toBe(401);
  });

  it('lets a building administrator import only ordinary accounts', async () => {
    const admin1 = tokens.get('admin1');
    const account = (username: string, extra: object) => ({
      credentials: { username },
      userInfo: { email: `${username}@example.com`, name: username, ...extra },
    });
    expect(
      (await t.call('POST', '/api/users/massRegister', { token: admin1, body: { accounts: [account('sef.nou', { role: 'admin' })] } }))
        .status,
    ).toBe(403);
    expect(
      (await t.call('POST', '/api/users/massRegister', { token: admin1, body: { accounts: [account('sef.doi', { adminOf: ['2'] })] } }))
        .status,
    ).toBe(403);
    expect((await t.call('POST', '/api/users/massRegister', { token: admin1, body: { accounts: [account('om.nou', {})] } })).body.err).toBe(
      0,
    );
  });
});
