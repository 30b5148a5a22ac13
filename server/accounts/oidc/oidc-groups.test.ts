import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_KIND, PROVIDER_ACTOR } from '../../../domain/audit.js';
import { aGroup, aPerson, type Group } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startOidcProvider, TEST_CLIENTS, type TestPerson, type TestProvider } from '../../test/oidc-provider.js';
import { signIn } from '../../test/oidc-sign-in.js';

// Decisions §25 against a real provider issuing a groups claim: at each company sign-in the person's
// mapped groups follow the claim, the others stay; not with SCIM_TOKEN set, nor for a claim of another shape.

const PUBLIC_URL = 'http://localhost:3000';
const CLAIM = 'grupuri';
/** The people at the provider, by login: their e-mail and their claim. */
const PEOPLE: Record<string, TestPerson> = {
  ana: { email: 'ana@example.com', groups: ['idp-a', 'Toți angajații'] },
  dan: { email: 'dan@example.com', groups: 'idp-a' },
  ion: { email: 'ion@example.com', groups: { id: 'idp-a' } },
  eva: { email: 'eva@example.com', groups: ['idp-b'] },
  lia: { email: 'lia@example.com', groups: [] },
};

let provider: TestProvider;
const apps: TestApp[] = [];

beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUris: [`${PUBLIC_URL}/api/auth/oidc/callback`],
    people: PEOPLE,
    claimsInIdToken: true,
    groupsClaim: CLAIM,
  });
}, 60_000);
afterAll(async () => {
  for (const t of apps) await t.close();
  await provider.close();
});

/** An app signing in through the provider with the claim configured (and SCIM when told), its groups A and B mapped, C not. */
async function anApp(scim = false, issuer = provider.issuer) {
  const t = await createTestApp({
    config: {
      publicUrl: PUBLIC_URL,
      oidc: { issuer, clientId: TEST_CLIENTS.confidential.id, clientSecret: TEST_CLIENTS.confidential.secret },
      oidcGroupsClaim: CLAIM,
      ...(scim && { scim: { token: 'jeton-scim-de-test-0123456789', defaultBuilding: '1' } }),
    },
  });
  apps.push(t);
  const [a, b, c] = [await aGroup(t), await aGroup(t), await aGroup(t)];
  const admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'] })).token;
  for (const [providerGroup, groups] of [
    ['idp-a', [a.id]],
    ['idp-b', [b.id]],
  ] as const) {
    const r = await t.call('POST', '/api/provider-groups/update', { token: admin, body: { providerGroup, groups } });
    expect(r.body.err, r.body.message).toBe(0);
  }
  return { t, a, b, c, admin };
}

const groupsOf = async (t: TestApp, uuid: string) =>
  (
    await t.ctx.db.query<{ main_group: string | null; group_list: string[] }>('SELECT main_group, group_list FROM users WHERE uuid = $1', [
      uuid,
    ])
  ).rows[0];
const entries = async (t: TestApp, admin: string) =>
  (await t.call('GET', `/api/audit?kind=${AUDIT_KIND.usersProviderGroups}&limit=100`, { token: admin })).body.payload.rows as {
    actorUuid: string;
    actorName: string;
    target: string;
    details: Record<string, unknown>;
  }[];
const signedIn = async (t: TestApp, login: string) => {
  const { session, refusal } = await signIn(t, { login });
  expect(refusal).toBeNull();
  expect(session?.status).toBe(200);
};

describe('groups from the company sign-in (decisions §25)', () => {
  let app: Awaited<ReturnType<typeof anApp>>;
  let A: Group, B: Group, C: Group;
  beforeAll(async () => {
    app = await anApp();
    [A, B, C] = [app.a, app.b, app.c];
  });

  it('gives the mapped group claimed, takes the mapped group not claimed, keeps the unmapped one; the main group moves', async () => {
    const ana = await aPerson(app.t, { email: 'ana@example.com', groups: [B, C], mainGroup: B.id });
    await signedIn(app.t, 'ana');
    expect(await groupsOf(app.t, ana.uuid)).toEqual({ main_group: C.id, group_list: [C.id, A.id] });
    const [entry] = (await entries(app.t, app.admin)).filter((e) => e.target === ana.uuid);
    expect(entry).toMatchObject({ actorUuid: null, actorName: PROVIDER_ACTOR.oidc });
    expect(entry.details).toEqual({ groupList: { added: [A.id], removed: [B.id] }, mainGroup: { from: B.id, to: C.id } });
    // The next sign-in finds nothing to change, and writes nothing.
    await signedIn(app.t, 'ana');
    expect((await entries(app.t, app.admin)).filter((e) => e.target === ana.uuid)).toHaveLength(1);
  });

  it('reads a single string as one group, and gives a person without groups a main group', async () => {
    const dan = await aPerson(app.t, { email: 'dan@example.com' });
    await signedIn(app.t, 'dan');
    expect(await groupsOf(app.t, dan.uuid)).toEqual({ main_group: A.id, group_list: [A.id] });
  });

  it('takes every mapped group for an empty claim, and leaves the others', async () => {
    const lia = await aPerson(app.t, { email: 'lia@example.com', groups: [A, B, C] });
    await signedIn(app.t, 'lia');
    expect(await groupsOf(app.t, lia.uuid)).toEqual({ main_group: C.id, group_list: [C.id] });
  });

  it('changes nothing for a claim of another shape, nor for a person whose groups already match', async () => {
    const ion = await aPerson(app.t, { email: 'ion@example.com', groups: [B] });
    const eva = await aPerson(app.t, { email: 'eva@example.com', groups: [B, C] });
    await signedIn(app.t, 'ion');
    await signedIn(app.t, 'eva');
    expect(await groupsOf(app.t, ion.uuid)).toEqual({ main_group: B.id, group_list: [B.id] });
    expect(await groupsOf(app.t, eva.uuid)).toEqual({ main_group: B.id, group_list: [B.id, C.id] });
    const targets = (await entries(app.t, app.admin)).map((e) => e.target);
    expect(targets).not.toContain(ion.uuid);
    expect(targets).not.toContain(eva.uuid);
  });
});

describe('groups from the company sign-in with SCIM_TOKEN set', () => {
  it('does not follow the claim: SCIM is the one source of groups', async () => {
    const app = await anApp(true);
    expect((await app.t.call('GET', '/api/provider-groups', { token: app.admin })).body.payload.follows).toBe('scim');
    const ana = await aPerson(app.t, { email: 'ana@example.com', groups: [app.b, app.c], mainGroup: app.b.id });
    await signedIn(app.t, 'ana');
    expect(await groupsOf(app.t, ana.uuid)).toEqual({ main_group: app.b.id, group_list: [app.b.id, app.c.id] });
    expect(await entries(app.t, app.admin)).toEqual([]);
  });
});

describe('groups from a provider that keeps its claims at UserInfo', () => {
  it('reads the claim there, as the e-mail', async () => {
    const atUserInfo = await startOidcProvider({
      redirectUris: [`${PUBLIC_URL}/api/auth/oidc/callback`],
      people: PEOPLE,
      groupsClaim: CLAIM,
    });
    try {
      const app = await anApp(false, atUserInfo.issuer);
      const dan = await aPerson(app.t, { email: 'dan@example.com', groups: [app.b] });
      await signedIn(app.t, 'dan');
      expect(await groupsOf(app.t, dan.uuid)).toEqual({ main_group: app.a.id, group_list: [app.a.id] });
    } finally {
      await atUserInfo.close();
    }
  });
});
