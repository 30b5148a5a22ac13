import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_SCOPES, type TokenScope } from '../../domain/tokens/scopes.js';
import { aPerson } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The tokens' matrix (#44 point 1, decisions §23), generated from the OpenAPI document: every route,
// called with a token of each scope by role admin (whom no access refuses), lets the token in exactly
// when its `x-scopes` names the token's scope. The routes that are never a token's, and the ones whose
// scope is not their method's, are written out here by hand: they are the contract.
interface Op {
  method: string;
  path: string;
  scopes: TokenScope[];
  json: boolean;
}

let t: TestApp;
let ops: Op[] = [];
const tokens = new Map<TokenScope, string>();

beforeAll(async () => {
  t = await createTestApp();
  const admin = await aPerson(t, { role: 'admin', buildings: ['1', '2'] });
  for (const scope of TOKEN_SCOPES) {
    const r = await t.call('POST', '/api/tokens/create', { token: admin.token, body: { name: scope, scopes: [scope], days: 1 } });
    tokens.set(scope, r.body.payload.token);
  }
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { 'x-scopes'?: TokenScope[]; requestBody?: { content: Record<string, unknown> } }>>;
  };
  ops = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      scopes: op['x-scopes'] ?? [],
      json: !!op.requestBody?.content['application/json'],
    })),
  );
});
afterAll(() => t.close());

const scopesOf = (method: string, path: string) => ops.find((o) => o.method === method && o.path === path)?.scopes;

describe("the tokens' matrix", () => {
  it('declares the scopes of every route, by what it does', () => {
    expect(ops.length).toBeGreaterThan(100);
    for (const op of ops) expect(op.scopes, `${op.method} ${op.path}`).toBeInstanceOf(Array);
    // Never a token's: passwords, sessions, tokens, the calendar's secret address, the web app's live stream.
    for (const [m, p] of [
      ['POST', '/api/users/login'],
      ['GET', '/api/users/logout'],
      ['POST', '/api/users/changePassword'],
      ['POST', '/api/users/resetPassword'],
      ['POST', '/api/users/sendResetEmail'],
      ['POST', '/api/users/setRandomPassword'],
      ['POST', '/api/auth/oidc/session'],
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens/create'],
      ['POST', '/api/tokens/delete'],
      ['GET', '/api/tokens/all'],
      ['POST', '/api/calendar/feed'],
      ['GET', '/api/events'],
    ])
      expect(scopesOf(m, p), `${m} ${p}`).toEqual([]);
    // By what it does, not by its method: this GET cancels, these POSTs only read.
    expect(scopesOf('GET', '/api/reservations/parking/delete/{id}')).toEqual(['book']);
    for (const p of ['/api/reservations/desks/group', '/api/reservations/conference-rooms/all', '/api/reservations/parking/user'])
      expect(scopesOf('POST', p), p).toEqual(['read', 'book', 'admin']);
    expect(scopesOf('POST', '/api/reservations/desks/update')).toEqual(['book']);
    expect(scopesOf('POST', '/api/reservations/desks/checkin')).toEqual(['book']);
    expect(scopesOf('POST', '/api/desks/update')).toEqual(['admin']);
    expect(scopesOf('GET', '/api/statistics/reservations/export')).toEqual(['read', 'book', 'admin']);
  });

  it('lets a token into exactly the routes its scope opens', async () => {
    const wrong: string[] = [];
    for (const op of ops) {
      for (const scope of TOKEN_SCOPES) {
        const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'floor' ? '1' : '00000000-0000-4000-8000-000000000000'));
        const r = await t.call(op.method, path, {
          token: tokens.get(scope),
          ...(op.json ? { raw: '{}', headers: { 'content-type': 'application/json' } } : {}),
        });
        const opens = op.scopes.includes(scope);
        const refusedByScope = r.status === 403 && r.body.reason === 'token.scope';
        const what = `${op.method} ${op.path} with ${scope}: ${r.status} ${r.body.reason ?? ''}`;
        if (r.status >= 500) wrong.push(`${what} (5xx)`);
        else if (opens && (refusedByScope || r.status === 401 || r.body.reason === 'access')) wrong.push(`${what} (should be let in)`);
        else if (!opens && !refusedByScope) wrong.push(`${what} (should be 403 token.scope)`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
