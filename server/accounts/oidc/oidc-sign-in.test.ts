import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_KIND } from '../../../domain/audit.js';
import { OIDC_MSG, oidcReturnMessage } from '../../../domain/oidc.js';
import { aPerson } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startOidcProvider, TEST_CLIENTS, type TestProvider } from '../../test/oidc-provider.js';
import { signIn } from '../../test/oidc-sign-in.js';

// Decisions §17 against a real provider: the whole code flow, as a browser makes it, for the
// people the provider vouches for and for those it does not.

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/api/auth/oidc/callback`;
const PEOPLE = {
  angajat: { email: 'ANGAJAT@Example.COM' },
  neconfirmat: { email: 'nou.venit@example.com' },
  neverificat: { email: 'angajat@example.com', emailVerified: false },
  expirat: { email: 'angajat@example.com', expiredIdToken: true },
  sters: { email: 'fost.angajat@example.com' },
};

let provider: TestProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [CALLBACK], people: PEOPLE, claimsInIdToken: true });
  t = await createTestApp({
    config: {
      publicUrl: PUBLIC_URL,
      oidc: { issuer: provider.issuer, clientId: TEST_CLIENTS.confidential.id, clientSecret: TEST_CLIENTS.confidential.secret },
    },
  });
  // The people of the company's directory that this app knows: an administrator (for the audit) and angajat.
  await aPerson(t, { username: 'admin', role: 'admin', adminOf: ['1', '2'], password: 'demo1234' });
  await aPerson(t, { username: 'angajat', name: 'Ana Angajat', email: 'angajat@example.com' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await provider.close();
});

const failures = async () =>
  (await t.call('GET', `/api/audit?kind=${AUDIT_KIND.login}&limit=100`, { token: await t.login('admin') })).body.payload.rows as {
    actorUuid: string | null;
    target: string;
    details: Record<string, unknown>;
  }[];

describe('sign-in with the company account', () => {
  it('gives a known person, matched by e-mail whatever its case, the session of a password login', async () => {
    const before = (await failures()).length;
    const { start, back, session } = await signIn(t, { login: 'angajat' });
    const to = new URL(start.location);
    expect(to.origin).toBe(provider.issuer);
    expect(to.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('scope')).toBe('openid email profile');
    expect(back.location).toBe('/login?oidc=1');
    expect(session?.status).toBe(200);
    const user = session?.body.payload;
    expect(user).toMatchObject({ username: 'angajat', email: 'angajat@example.com', confirmed: true });
    // The token is a session like any other: it opens the API, and it never travelled in an address.
    expect((await t.call('GET', '/api/users/verify', { token: user.token })).body.payload.username).toBe('angajat');
    expect((await t.call('GET', '/api/users/banStatus', { token: user.token })).status).toBe(200);
    expect(back.location).not.toContain(user.token);
    // A success is not an entry of the audit log: only failures are.
    expect(await failures()).toHaveLength(before);
  });

  it('counts an account whose password was generated as confirmed', async () => {
    const admin = await t.login('admin');
    const made = await t.call('POST', '/api/users/massRegister', {
      token: admin,
      body: { accounts: [{ credentials: { username: 'nou.venit' }, userInfo: { email: 'Nou.Venit@example.com', name: 'Nou Venit' } }] },
    });
    expect(made.body.err).toBe(0);
    const { session } = await signIn(t, { login: 'neconfirmat' });
    expect(session?.body.payload).toMatchObject({ username: 'nou.venit', confirmed: true });
    // Confirmed for good: the next verify (a reload) shows no "change your generated password" either.
    expect((await t.call('GET', '/api/users/verify', { token: session?.body.payload.token })).body.payload.confirmed).toBe(true);
  });

  it('refuses an address no account has, with the sentence of decisions §17, and writes the failure down', async () => {
    const { refusal, session } = await signIn(t, { login: 'strain' });
    expect(refusal).toBe('oidc.noAccount');
    expect(oidcReturnMessage(refusal ?? '')).toBe('Contul dumneavoastră nu există în aplicație. Contactați administratorul.');
    expect(session).toBeNull();
    const entry = (await failures())[0];
    expect(entry).toMatchObject({ actorUuid: null, target: 'strain@example.org', details: { method: 'oidc', reason: 'oidc.noAccount' } });
  });

  it('refuses a deleted account as a deactivated one, whose sentence says so (decisions §25)', async () => {
    const admin = await t.login('admin');
    await t.call('POST', '/api/users/massRegister', {
      token: admin,
      body: {
        accounts: [{ credentials: { username: 'fost.angajat' }, userInfo: { email: 'fost.angajat@example.com', name: 'Fost Angajat' } }],
      },
    });
    const { rows } = await t.ctx.db.query<{ uuid: string }>("SELECT uuid FROM users WHERE username = 'fost.angajat'");
    expect((await t.call('POST', '/api/users/delete', { token: admin, body: { uuid: rows[0].uuid } })).body.err).toBe(0);
    const { refusal, session } = await signIn(t, { login: 'sters' });
    expect(refusal).toBe('oidc.deactivated');
    expect(oidcReturnMessage(refusal ?? '')).toBe('Contul dumneavoastră este dezactivat. Contactați administratorul.');
    expect(session).toBeNull();
  });

  it('refuses an e-mail the provider does not say is verified', async () => {
    const { refusal } = await signIn(t, { login: 'neverificat' });
    expect(refusal).toBe('oidc.emailUnverified');
    expect(oidcReturnMessage(refusal ?? '')).toBe(OIDC_MSG.emailUnverified);
    expect((await failures())[0]).toMatchObject({ target: 'angajat@example.com', details: { reason: 'oidc.emailUnverified' } });
  });

  it('refuses an ID token past its expiry, though signed by the provider for this sign-in', async () => {
    const { refusal } = await signIn(t, { login: 'expirat' });
    expect(refusal).toBe('oidc.token');
    expect((await failures())[0].details).toMatchObject({ reason: 'oidc.token', error: 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED' });
  });

  it('says so in a sentence when the person cancels at the provider', async () => {
    const { returned, refusal } = await signIn(t, { login: 'angajat', cancel: true });
    expect(returned.searchParams.get('error')).toBe('access_denied');
    expect(refusal).toBe('oidc.denied');
    expect((await failures())[0].details).toMatchObject({ reason: 'oidc.denied', error: 'access_denied' });
  });
});
