import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { aPerson } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { DEVICE_COOKIE, deviceCookie, deviceTokenOf } from './device-cookie.js';

// Issue #20, point 6: five wrong guesses by anyone close the name for 15 minutes (decisions §3),
// but not to a browser that has logged into the account before (its device cookie).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'angajat', 'manager', 'ambele', 'turn', 'ion.popescu1'])
    await aPerson(t, { username, password: 'demo1234', role: username === 'admin' ? 'admin' : 'user' });
});
afterAll(() => t.close());

async function login(username: string, password: string, cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { username, password },
    headers: cookie ? { cookie } : {},
  });
  const set = res.headers['set-cookie'];
  return {
    status: res.statusCode,
    body: res.json() as { message?: string; payload: { username?: string } },
    setCookie: Array.isArray(set) ? set[0] : set,
  };
}
/** The browser's side: what it sends back of a Set-Cookie. */
const cookieOf = (setCookie: string | undefined) => setCookie?.split(';')[0] ?? '';

async function lockOut(username: string) {
  for (let i = 0; i < 5; i++) expect((await login(username, `gresit-${i}`)).status).toBe(401);
  const sixth = await login(username, 'gresit-6');
  expect(sixth).toMatchObject({ status: 429, body: { message: MSG.tooManyAttempts } });
}

it('sets a device cookie on a successful login: HttpOnly, SameSite=Strict, for the login route only, long-lived', async () => {
  const r = await login('admin', 'demo1234');
  expect(r.status).toBe(200);
  expect(r.setCookie).toMatch(
    new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{43}; Path=/api/users/login; Max-Age=31536000; HttpOnly; SameSite=Strict$`),
  );
  // The same browser keeps its cookie on its next login.
  expect((await login('admin', 'demo1234', cookieOf(r.setCookie))).setCookie).toBe(r.setCookie);
  // A failure sets nothing.
  expect((await login('admin', 'gresit')).setCookie).toBeUndefined();
});

it('lets the owner in with the cookie of an earlier login while an attacker has closed the name; others still get 429', async () => {
  const owner = cookieOf((await login('angajat', 'demo1234')).setCookie);
  const other = cookieOf((await login('manager', 'demo1234')).setCookie);
  await lockOut('angajat');

  // Without the cookie, the right password is refused as before; a forged cookie or another account's does not help.
  expect((await login('angajat', 'demo1234')).status).toBe(429);
  expect((await login('angajat', 'demo1234', `${DEVICE_COOKIE}=${'A'.repeat(43)}`)).status).toBe(429);
  expect((await login('angajat', 'demo1234', other)).status).toBe(429);

  const mine = await login('angajat', 'demo1234', `theme=dark; ${owner}`);
  expect(mine.status).toBe(200);
  expect(mine.body.payload.username).toBe('angajat');
  // The owner's success does not reopen the name to the attacker.
  expect((await login('angajat', 'gresit-7')).status).toBe(429);
});

it('counts the wrong passwords of a known browser, and gives it no more than 5 of its own', async () => {
  const owner = cookieOf((await login('ambele', 'demo1234')).setCookie);
  await lockOut('ambele');
  for (let i = 0; i < 5; i++) expect((await login('ambele', `gresit-${i}`, owner)).status).toBe(401);
  expect((await login('ambele', 'demo1234', owner)).status).toBe(429);
  // However many arrive at once from a stolen cookie, none is checked once its own 5 are spent.
  const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => login('ambele', `gresit-b${i}`, owner)));
  expect(burst.map((r) => r.status).filter((s) => s !== 429)).toEqual([]);
});

it('keeps a burst of unknown clients to 5 checked passwords while the owner logs in beside it', async () => {
  const owner = cookieOf((await login('turn', 'demo1234')).setCookie);
  const answers = await Promise.all([
    ...Array.from({ length: 30 }, (_, i) => login('turn', `gresit-${i}`)),
    login('turn', 'demo1234', owner),
  ]);
  const strangers = answers.slice(0, 30).map((a) => a.status);
  expect(strangers.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
  expect(strangers.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  expect(answers[30].status).toBe(200);
  expect((await login('turn', 'demo1234')).status).toBe(429);
});

it('forgets a cookie once the account is deleted', async () => {
  const name = 'ion.popescu1';
  const owner = cookieOf((await login(name, 'demo1234')).setCookie);
  expect(owner).not.toBe('');
  await lockOut(name);
  await t.ctx.db.query('UPDATE users SET valid = false WHERE username = $1', [name]);
  expect((await login(name, 'demo1234', owner)).status).toBe(429);
});

it('marks the cookie Secure when the application is served over https, and reads only a well-formed token', () => {
  const token = 'x'.repeat(43);
  expect(deviceCookie(token, 'https://rezervari.example.com')).toMatch(/; SameSite=Strict; Secure$/);
  expect(deviceCookie(token, 'http://localhost:3000')).not.toMatch(/Secure/);
  expect(deviceTokenOf(`a=b; ${DEVICE_COOKIE}=${token}`)).toBe(token);
  expect(deviceTokenOf(`${DEVICE_COOKIE}=${token}x`)).toBeUndefined();
  expect(deviceTokenOf(`x${DEVICE_COOKIE}=${token}`)).toBeUndefined();
  expect(deviceTokenOf(undefined)).toBeUndefined();
});
