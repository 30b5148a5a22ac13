import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aPerson, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Decisions §16: every log line of a request carries its id, the answer carries it as X-Request-Id,
// and each request makes one line (method, route pattern, status, duration, user) that never holds
// a password, a session's token or a reset link's token.

type Line = { reqId?: string; msg?: string; level?: number; method?: string; route?: string; status?: number; ms?: number; user?: string };
const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };
const parsed = () => lines.map((l) => JSON.parse(l) as Line);
const linesOf = (id: string) => parsed().filter((l) => l.reqId === id);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
let angajat: Person, manager: Person;
beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'info' }, logStream });
  angajat = await aPerson(t);
  manager = await aPerson(t, { role: 'manager', password: 'demo1234' });
});
afterAll(() => t?.close());
beforeEach(() => void lines.splice(0));

const send = (method: 'GET' | 'POST', url: string, o: { headers?: Record<string, string>; body?: object } = {}) =>
  t.app.inject({ method, url, headers: o.headers, ...(o.body ? { payload: o.body } : {}) });

describe('request ids', () => {
  it('gives each answer an X-Request-Id, the id of the one line its request made', async () => {
    lines.splice(0);
    const r = await send('GET', `/api/users/info/${angajat.uuid}`, { headers: { authorization: `Bearer ${angajat.token}` } });
    expect(r.statusCode).toBe(200);
    const id = String(r.headers['x-request-id']);
    expect(id).toMatch(UUID);
    const mine = linesOf(id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      msg: 'request',
      level: 30,
      method: 'GET',
      route: '/api/users/info/:uuid',
      status: 200,
      user: angajat.uuid,
    });
    expect(mine[0].ms).toBeGreaterThanOrEqual(0);
    // Every line written while it ran is this request's (nothing else ran).
    expect(parsed().every((l) => l.reqId === id)).toBe(true);
  });

  it("keeps a proxy's safe X-Request-Id and replaces any other with a new UUID", async () => {
    const given = 'nginx.4f2a_9c-1';
    const kept = await send('GET', '/api/meta', { headers: { 'x-request-id': given } });
    expect(kept.headers['x-request-id']).toBe(given);
    expect(linesOf(given)).toHaveLength(1);
    for (const bad of ['x'.repeat(65), 'a b', 'id"}{"admin":true', 'a/b', '']) {
      const r = await send('GET', '/api/meta', { headers: { 'x-request-id': bad } });
      expect(r.headers['x-request-id'], bad).toMatch(UUID);
    }
    const ids = new Set((await Promise.all([1, 2, 3].map(() => send('GET', '/api/meta')))).map((r) => r.headers['x-request-id']));
    expect(ids.size).toBe(3);
  });

  it('answers with the id and logs one line for refusals, unknown paths and URLs the router refuses', async () => {
    for (const [url, status, route] of [
      ['/api/users/banStatus', 401, '/api/users/banStatus'],
      ['/api/nu-exista', 404, 'unmatched'],
      ['/api/users/get/%ZZ', 400, undefined],
    ] as const) {
      const r = await send('GET', url);
      const id = String(r.headers['x-request-id']);
      expect(id, url).toMatch(UUID);
      expect(r.statusCode, url).toBe(status);
      const mine = linesOf(id);
      expect(mine, url).toHaveLength(1);
      expect(mine[0], url).toMatchObject({ msg: 'request', status, ...(route ? { route } : {}) });
    }
  });
});

describe('the request log', () => {
  it('never writes a password, a session token or a reset token, whatever the request carried', async () => {
    const user = manager;
    // Signing in: the password in the body, the token in the answer.
    const login = await send('POST', '/api/users/login', { body: { username: manager.username, password: manager.password } });
    const session = login.json().payload.token as string;
    expect(session).toBeTruthy();
    // The token as a bearer, and in a query string.
    await send('GET', '/api/users/verify', { headers: { authorization: `Bearer ${session}` } });
    await send('GET', `/api/users/verify?token=${session}`);
    // A reset link: its token in the path of the web page, then in the body of the reset.
    await send('POST', '/api/users/sendResetEmail', { body: { email: user.email } });
    await t.ctx.outbox.drain();
    const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(user.email));
    const reset = /reset-password\/([\w-]+)/.exec(mail.text ?? '')?.[1];
    expect(reset).toBeTruthy();
    await send('GET', `/reset-password/${reset}?token=${reset}`);
    const done = await send('POST', '/api/users/resetPassword', { body: { token: reset, password: 'oParolaNoua-71' } });
    expect(done.json().err).toBe(0);
    const again = await send('POST', '/api/users/login', { body: { username: manager.username, password: 'oParolaNoua-71' } });
    expect(again.json().err).toBe(0);

    const text = lines.join('');
    expect(parsed().filter((l) => l.msg === 'request')).toHaveLength(7);
    for (const secret of ['demo1234', 'oParolaNoua-71', session, again.json().payload.token as string, reset!])
      expect(text).not.toContain(secret);
    // The signed-in caller's id is there; the reset page's line names no path.
    const verify = parsed().find((l) => l.route === '/api/users/verify' && l.user);
    expect(verify?.user).toMatch(UUID);
    expect(parsed().filter((l) => l.route === 'unmatched')).toHaveLength(1);
  });
});
