import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_KIND } from '../../domain/audit.js';
import { MSG } from '../../domain/messages.js';
import { PROVIDER_GROUP_MAX } from '../../domain/provider-groups.js';
import { aGroup, aPerson, type Group } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { groupsFollow } from './provider-groups-service.js';

// The console's mapping of the identity provider's groups (decisions §25, #46): who may change it,
// what it accepts, and the audit entry of each change. The sign-in that applies it: accounts/oidc/oidc-groups.test.ts.
let t: TestApp;
let admin: string, admin1: string, admin2: string, employee: string;
let office: Group, office2: Group, tower: Group;

beforeAll(async () => {
  t = await createTestApp({ config: { oidc: { issuer: 'http://127.0.0.1:9', clientId: 'app' }, oidcGroupsClaim: 'groups' } });
  [office, office2, tower] = [await aGroup(t), await aGroup(t), await aGroup(t, { building: '2' })];
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'] })).token;
  admin1 = (await aPerson(t, { adminOf: ['1'], name: 'Admin Unu' })).token;
  admin2 = (await aPerson(t, { building: '2', adminOf: ['2'] })).token;
  employee = (await aPerson(t)).token;
});
afterAll(() => t.close());

const save = (providerGroup: unknown, groups: unknown, token = admin) =>
  t.call('POST', '/api/provider-groups/update', { token, body: { providerGroup, groups } });
const remove = (providerGroup: string, token = admin) => t.call('POST', '/api/provider-groups/delete', { token, body: { providerGroup } });
const list = async (token = admin) => (await t.call('GET', '/api/provider-groups', { token })).body.payload;
const mappingOf = async (providerGroup: string) =>
  ((await list()).mappings as { providerGroup: string; groups: string[] }[]).find((m) => m.providerGroup === providerGroup)?.groups ?? [];
const entries = async (target: string) =>
  (
    (await t.call('GET', `/api/audit?kind=${AUDIT_KIND.providerGroupsUpdate}&limit=500`, { token: admin })).body.payload.rows as {
      target: string;
      actorName: string;
      details: Record<string, unknown>;
    }[]
  ).filter((r) => r.target === target);

describe("the mapping of the identity provider's groups", () => {
  it('maps a provider group to product groups, replaces the list, removes it, with one audit entry per change', async () => {
    const r = await save('  Birou IT  ', [office2.id, office.id]);
    expect(r.body.err, r.body.message).toBe(0);
    expect(r.body.message).toBe(MSG.providerGroupSaved);
    expect(r.body.payload).toEqual({ providerGroup: 'Birou IT', groups: [office.id, office2.id].sort() });
    expect((await list()).follows).toBe('claim');
    expect((await save('Birou IT', [office2.id])).body.payload.groups).toEqual([office2.id]);
    // The same list again changes nothing and writes nothing.
    await save('Birou IT', [office2.id]);
    const del = await remove('Birou IT');
    expect(del.body).toMatchObject({ err: 0, message: MSG.providerGroupDeleted, payload: { providerGroup: 'Birou IT', groups: [] } });
    expect(await mappingOf('Birou IT')).toEqual([]);
    expect((await entries('Birou IT')).map((e) => e.details).reverse()).toEqual([
      { groupList: { added: [office.id, office2.id].sort(), removed: [] } },
      { groupList: { added: [], removed: [office.id] } },
      { groupList: { added: [], removed: [office2.id] } },
    ]);
  });

  it("lets a building's administrator map only the groups of the buildings they administer", async () => {
    const r = await save('Turnul', [tower.id], admin1);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ reason: 'app.mappedGroupOtherBuilding', message: MSG.mappedGroupOtherBuilding(tower.id) });
    expect(await mappingOf('Turnul')).toEqual([]);
    // Role admin maps the tower's group; the office's administrator may then add an office group beside it, not remove it.
    expect((await save('Turnul', [tower.id])).body.err).toBe(0);
    expect((await save('Turnul', [tower.id, office.id], admin1)).body.payload.groups).toEqual([office.id, tower.id].sort());
    expect((await save('Turnul', [office.id], admin1)).status).toBe(403);
    expect((await remove('Turnul', admin1)).status).toBe(403);
    expect(await mappingOf('Turnul')).toEqual([office.id, tower.id].sort());
    expect((await entries('Turnul')).at(0)?.actorName).toBe('Admin Unu');
  });

  it("is the office console's: the tower's administrator and a person are refused", async () => {
    for (const token of [admin2, employee]) {
      expect((await t.call('GET', '/api/provider-groups', { token })).status).toBe(403);
      expect((await save('x', [office.id], token)).status).toBe(403);
    }
  });

  it('refuses an unknown group and a malformed provider group, changing nothing', async () => {
    const r = await save('Necunoscut', [office.id, 'nu-exista']);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ reason: 'app.mappedGroupUnknown', message: MSG.mappedGroupUnknown('nu-exista') });
    for (const bad of ['', '   ', 'a\nb', 'a\u0000b', 'x'.repeat(PROVIDER_GROUP_MAX + 1), 3, null])
      expect((await save(bad, [office.id])).status, JSON.stringify(bad)).toBe(400);
    expect((await save('ok', 'it')).status).toBe(400);
    expect((await list()).mappings.map((m: { providerGroup: string }) => m.providerGroup)).not.toContain('Necunoscut');
  });

  it('forgets a deleted group', async () => {
    const gone = await aGroup(t);
    await save('Temporar', [gone.id, office.id]);
    expect((await t.call('POST', '/api/groups/delete', { token: admin, body: { _id: gone.id } })).body.err).toBe(0);
    expect(await mappingOf('Temporar')).toEqual([office.id]);
  });
});

describe('what the mapping follows', () => {
  it('is SCIM when SCIM_TOKEN is set, the claim with OIDC and OIDC_GROUPS_CLAIM, else nothing', () => {
    const oidc = { issuer: 'https://idp.example.com', clientId: 'app' };
    expect(groupsFollow({ oidc, oidcGroupsClaim: 'groups' })).toBe('claim');
    expect(groupsFollow({ oidc, oidcGroupsClaim: 'groups', scim: { token: 'x'.repeat(16), defaultBuilding: '1' } })).toBe('scim');
    expect(groupsFollow({ oidc })).toBeNull();
    expect(groupsFollow({})).toBeNull();
  });
});
