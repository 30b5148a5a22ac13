import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_MSG } from '../../../domain/oidc.js';
import { aPerson } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { freePort } from '../../test/free-port.js';
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

  it('lets role admin in with a password, and refuses everyone else even with the right one', async () => {
    expect((await login(t, 'admin')).body.err).toBe(0);
    for (const username of ['angajat', 'manager', 'turn']) {
      const r = await login(t, username);
      expect(r, username).toMatchObject({
        status: 403,
        body: { err: 403, reason: 'oidc.passwordAdminsOnly', message: OIDC_MSG.passwordAdminsOnly },
      });
    }
    // A wrong password reads as it always has: the refusal above says nothing to whoever lacks the password.
    expect((await login(t, 'angajat', 'gresita')).body.reason).toBe('app.loginFailed');
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
