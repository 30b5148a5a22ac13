import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_KIND } from '../../../domain/audit.js';
import { aPerson } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startOidcProvider, TEST_CLIENTS, type TestProvider } from '../../test/oidc-provider.js';
import { CookieJar, loginReturn, navigate, signIn, takeSession, throughProvider } from '../../test/oidc-sign-in.js';
import { FLOW_MS, HANDOVER_MS, MAX_OPEN_FLOWS } from './oidc-service.js';

// Decisions §17 as an attacker tries it: a public client (PKCE alone), a provider that keeps the
// e-mail at UserInfo (OpenID Connect §5.4), and each secret of the flow replayed, swapped,
// tampered with or kept too long. None of it gives a session, none of it is a 500.

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/api/auth/oidc/callback`;

let provider: TestProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [CALLBACK], people: { angajat: { email: 'angajat@example.com' } } });
  t = await createTestApp({
    config: { publicUrl: PUBLIC_URL, oidc: { issuer: provider.issuer, clientId: TEST_CLIENTS.public.id } },
  });
  // The people of the company's directory that this app knows: an administrator (for the audit) and angajat.
  await aPerson(t, { username: 'admin', role: 'admin', adminOf: ['1', '2'], password: 'demo1234' });
  await aPerson(t, { username: 'angajat', name: 'Ana Angajat', email: 'angajat@example.com' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** Moves the app's clock forward (the provider keeps the real one). */
const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));

const auditCount = async () =>
  (await t.call('GET', `/api/audit?kind=${AUDIT_KIND.login}`, { token: await t.login('admin') })).body.payload.total as number;

describe('a public client, the e-mail from UserInfo', () => {
  it('signs a known person in with PKCE alone', async () => {
    const { start, session } = await signIn(t, { login: 'angajat' });
    expect(new URL(start.location).searchParams.get('client_id')).toBe(TEST_CLIENTS.public.id);
    expect(session?.body.payload.username).toBe('angajat');
  });
});

describe('the secrets of the flow', () => {
  it('refuses a tampered state, and the sign-in it belonged to is spent', async () => {
    const before = await auditCount();
    let honest = new URL(CALLBACK);
    const { refusal, jar } = await signIn(
      t,
      { login: 'angajat' },
      {
        alter: (returned) => {
          honest = new URL(returned);
          const tampered = new URL(returned);
          tampered.searchParams.set('state', `${returned.searchParams.get('state')}x`);
          return tampered;
        },
      },
    );
    expect(refusal).toBe('oidc.state');
    expect(await auditCount()).toBe(before + 1);
    // The flow cookie was cleared; even the untouched answer, with a copy of the old cookie, finds nothing.
    expect(jar.has('oidc_flow')).toBe(false);
    expect(loginReturn((await navigate(t, `${honest.pathname}${honest.search}`, jar)).location)).toBe('oidc.expired');
  });

  it("refuses another browser's answer: a code and state delivered to a victim whose browser started nothing, or something else", async () => {
    // The attacker signs in at the provider as himself and stops before the app sees the answer.
    const attacker = new CookieJar();
    const started = await navigate(t, '/api/auth/oidc/start', attacker);
    const answer = await throughProvider(started.location, { login: 'angajat' });
    const before = await auditCount();
    // The victim, with no sign-in under way, follows the attacker's link: nothing, and nothing written down.
    const victim = new CookieJar();
    const none = await navigate(t, `${answer.pathname}${answer.search}`, victim);
    expect(loginReturn(none.location)).toBe('oidc.expired');
    expect(victim.has('oidc_handover')).toBe(false);
    expect(await auditCount()).toBe(before);
    // A victim with a sign-in of her own under way: the state is not hers.
    await navigate(t, '/api/auth/oidc/start', victim);
    expect(loginReturn((await navigate(t, `${answer.pathname}${answer.search}`, victim)).location)).toBe('oidc.state');
    expect(victim.has('oidc_handover')).toBe(false);
  });

  it('uses each answer once: the same return again finds no sign-in, the handover gives one session', async () => {
    const { jar, returned, session } = await signIn(t, { login: 'angajat' });
    expect(session?.status).toBe(200);
    const replayed = new CookieJar();
    replayed.take([`oidc_flow=${'A'.repeat(43)}`]);
    expect(loginReturn((await navigate(t, `${returned.pathname}${returned.search}`, replayed)).location)).toBe('oidc.expired');
    // The handover cookie was cleared with the session; a copy of it taken before is spent too.
    expect(jar.has('oidc_handover')).toBe(false);
    const again = await takeSession(t, jar);
    expect(again).toMatchObject({ status: 401, body: { err: 401, reason: 'oidc.expired' } });
  });

  it('refuses a handover replayed from a copy of its cookie', async () => {
    const jar = new CookieJar();
    const start = await navigate(t, '/api/auth/oidc/start', jar);
    const returned = await throughProvider(start.location, { login: 'angajat' });
    const back = await navigate(t, `${returned.pathname}${returned.search}`, jar);
    const stolen = new CookieJar();
    stolen.take(back.setCookies);
    expect((await takeSession(t, jar)).status).toBe(200);
    expect((await takeSession(t, stolen)).body.reason).toBe('oidc.expired');
  });

  it('lets a handover not taken within its minute expire, and a sign-in left at the provider too', async () => {
    const jar = new CookieJar();
    const start = await navigate(t, '/api/auth/oidc/start', jar);
    const returned = await throughProvider(start.location, { login: 'angajat' });
    await navigate(t, `${returned.pathname}${returned.search}`, jar);
    later(HANDOVER_MS + 1000);
    expect((await takeSession(t, jar)).body.reason).toBe('oidc.expired');

    const slow = new CookieJar();
    const started = await navigate(t, '/api/auth/oidc/start', slow);
    const late = await throughProvider(started.location, { login: 'angajat' });
    later(FLOW_MS + 1000);
    expect(loginReturn((await navigate(t, `${late.pathname}${late.search}`, slow)).location)).toBe('oidc.expired');
  });

  it('never leaves a secret in an address, and sends the browser nowhere but the provider and /login', async () => {
    const { start, back, returned, session } = await signIn(t, { login: 'angajat' });
    const token = session?.body.payload.token as string;
    for (const address of [start.location, returned.toString(), back.location]) expect(address).not.toContain(token);
    expect(back.location).toBe('/login?oidc=1');
    // Whatever the start is asked, the provider is asked to send the browser back here only.
    const jar = new CookieJar();
    const odd = await navigate(t, '/api/auth/oidc/start?redirect_uri=https%3A%2F%2Fevil.example&next=https%3A%2F%2Fevil.example', jar);
    expect(new URL(odd.location).searchParams.get('redirect_uri')).toBe(CALLBACK);
    // The cookies: HttpOnly, the flow's only on the callback (Lax), the handover's only on the session call (Strict).
    expect(start.setCookies[0]).toMatch(/^oidc_flow=[\w-]{43}; Path=\/api\/auth\/oidc\/callback; Max-Age=600; HttpOnly; SameSite=Lax$/);
    expect(back.setCookies.find((c) => c.startsWith('oidc_handover='))).toMatch(
      /^oidc_handover=[\w-]{43}; Path=\/api\/auth\/oidc\/session; Max-Age=60; HttpOnly; SameSite=Strict$/,
    );
  });

  it('answers any malformed return with /login, and a malformed session call with 400, never a 500', async () => {
    const jar = new CookieJar();
    await navigate(t, '/api/auth/oidc/start', jar);
    for (const query of ['', '?state=&code=', '?state=a&state=b', `?code=${'x'.repeat(5000)}`, '?%zz=1', '?error=access_denied']) {
      const r = await navigate(t, `/api/auth/oidc/callback${query}`, jar);
      expect(r.status, query).toBe(303);
      expect(loginReturn(r.location), query).toMatch(/^oidc\./);
      await navigate(t, '/api/auth/oidc/start', jar);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/session',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(bad.statusCode).toBe(400);
    const odd = await t.call('POST', '/api/auth/oidc/session', { headers: { cookie: 'oidc_handover=kurz' } });
    expect(odd).toMatchObject({ status: 401, body: { reason: 'oidc.expired' } });
  });
});

describe('throttling', () => {
  it(`keeps at most ${MAX_OPEN_FLOWS} sign-ins of one client address under way; others are not held back`, async () => {
    const jar = new CookieJar();
    const starts = await Promise.all(
      Array.from({ length: MAX_OPEN_FLOWS + 5 }, () => navigate(t, '/api/auth/oidc/start', jar, '10.1.2.3')),
    );
    const refused = starts.filter((s) => s.location.startsWith('/login'));
    expect(refused).toHaveLength(5);
    expect(loginReturn(refused[0].location)).toBe('throttled');
    expect((await navigate(t, '/api/auth/oidc/start', jar, '10.1.2.4')).location).toMatch(/^http:/);
    // Those sign-ins end with the window: the address may start again.
    later(FLOW_MS + 1000);
    expect((await navigate(t, '/api/auth/oidc/start', jar, '10.1.2.3')).location).toMatch(/^http:/);
  });
});
