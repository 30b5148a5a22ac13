import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { OIDC_MSG } from '../../../domain/oidc.js';
import { aPerson } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { freePort } from '../../test/free-port.js';
import { recording } from '../../test/recording-db.js';
import { TEST_CLIENTS } from '../../test/oidc-provider.js';
import { CookieJar, loginReturn, navigate } from '../../test/oidc-sign-in.js';

// Decisions §17: with OIDC_PASSWORD_LOGIN=admins the password stays a way in for role admin only
// (when the provider is down), refused by the server to everyone else; without the OIDC settings
// nothing changes. No provider runs here: the password login never asks it, and one that does not
// answer is what the start must survive.

let t: TestApp;
let off: TestApp;
/** The same people in both apps: an administrator by role, and three others. */
const PEOPLE = [
  { username: 'admin', role: 'admin' },
  { username: 'angajat', role: 'user' },
  { username: 'manager', role: 'manager' },
  { username: 'turn', role: 'user', building: '2' },
] as const;

beforeAll(async () => {
  const nobody = `http://127.0.0.1:${await freePort()}`;
  t = await createTestApp({ config: { oidc: { issuer: nobody, clientId: TEST_CLIENTS.public.id }, passwordLogin: 'admins' } });
  off = await createTestApp();
  for (const app of [t, off]) for (const p of PEOPLE) await aPerson(app, { ...p, password: 'demo1234' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await off.close();
});

const login = (app: TestApp, username: string, password = 'demo1234') =>
  app.call('POST', '/api/users/login', { body: { username, password } });

describe('OIDC_PASSWORD_LOGIN=admins', () => {
  it('tells the web app that the company sign-in is on and the password form is for administrators', async () => {
    expect((await t.call('GET', '/api/meta')).body.payload).toMatchObject({ oidc: true, passwordLogin: 'admins' });
  });

  it("answers a non-administrator's right password exactly as a wrong one: status, body and reason (#38 point 6)", async () => {
    expect((await login(t, 'admin')).body.err).toBe(0);
    const failed = { err: 401, payload: null, message: MSG.loginFailed, reason: 'app.loginFailed' };
    for (const username of ['angajat', 'manager', 'turn']) {
      const right = await login(t, username);
      const wrong = await login(t, username, 'gresita');
      expect(right, username).toEqual({ status: 401, body: failed });
      expect(wrong, username).toEqual({ status: 401, body: failed });
    }
  });

  it('counts a right password refused so as a failure, toward the same throttling, and does the same work', async () => {
    // Five right passwords close the name as five wrong ones do: the sixth attempt is throttled either way.
    for (const password of ['demo1234', 'gresita']) {
      const p = await aPerson(t, { password: 'demo1234' });
      for (let i = 0; i < 5; i++) expect((await login(t, p.username, password)).status).toBe(401);
      expect((await login(t, p.username)).body).toMatchObject({ err: 429, reason: 'throttled' });
    }
    // The same statements for a right and a wrong password (each checks one hash): nothing to time apart.
    const p = await aPerson(t, { password: 'demo1234' });
    const real = t.ctx.db;
    const during = async (password: string) => {
      const statements: string[] = [];
      t.ctx.db = recording(real, statements);
      try {
        expect((await login(t, p.username, password)).status).toBe(401);
      } finally {
        t.ctx.db = real;
      }
      return statements;
    };
    const right = await during('demo1234');
    expect(right).toEqual(await during('gresita'));
    expect(right.some((s) => /\bsessions\b/.test(s))).toBe(false);
  });

  it('sends the browser back to /login with a sentence when the provider does not answer', async () => {
    const start = await navigate(t, '/api/auth/oidc/start', new CookieJar());
    expect(start.status).toBe(303);
    expect(loginReturn(start.location)).toBe('oidc.unavailable');
    expect(start.setCookies).toEqual([]);
  });
});

describe('without the OIDC settings', () => {
  it('keeps the password login for everyone and has no company sign-in', async () => {
    expect((await off.call('GET', '/api/meta')).body.payload).toMatchObject({ oidc: false, passwordLogin: 'all' });
    expect((await login(off, 'angajat')).body.err).toBe(0);
    for (const url of ['/api/auth/oidc/start', '/api/auth/oidc/callback?code=x&state=y']) {
      const r = await off.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
      expect(r.json(), url).toMatchObject({ reason: 'oidc.off', message: OIDC_MSG.off });
    }
    expect((await off.call('POST', '/api/auth/oidc/session')).body).toMatchObject({ err: 404, reason: 'oidc.off' });
  });
});
