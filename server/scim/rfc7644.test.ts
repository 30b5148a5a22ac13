import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aGroup } from '../test/factories.js';
import { createScimApp, replay, type ScimApp, type ScimStep } from '../test/scim.js';

// The examples of RFC 7644, replayed with this service's exact answers (fixtures/rfc7644.json).
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'rfc7644.json'), 'utf8')) as { steps: ScimStep[] };

let t: ScimApp;
beforeAll(async () => {
  t = await createScimApp();
}, 120_000);
afterAll(() => t.close());

describe('RFC 7644, its examples', () => {
  it('answers each exactly', async () => {
    const guides = await aGroup(t, { name: 'Ghizi' });
    await t.mapGroup('Tour Guides', guides.id);
    const ids = await replay(t, fixture.steps);
    // James was left in the mapped group only while a member: the replace of all members and the remove of all followed.
    expect(await t.groupsOf(ids.get('jsmith')!)).toEqual({ group_list: [], main_group: null });
  });

  it('describes itself: ServiceProviderConfig, ResourceTypes, Schemas', async () => {
    const spc = await t.scim('GET', '/ServiceProviderConfig');
    expect(spc.body).toMatchObject({
      patch: { supported: true },
      bulk: { supported: false },
      filter: { supported: true, maxResults: 1000 },
    });
    const types = await t.scim('GET', '/ResourceTypes');
    expect(types.body.Resources.map((r: { endpoint: string }) => r.endpoint)).toEqual(['/Users', '/Groups']);
    expect((await t.scim('GET', '/ResourceTypes/Group')).body.schema).toBe('urn:ietf:params:scim:schemas:core:2.0:Group');
    const schemas = await t.scim('GET', '/Schemas');
    expect(schemas.body.totalResults).toBe(2);
    const user = await t.scim('GET', '/Schemas/urn:ietf:params:scim:schemas:core:2.0:User');
    expect(user.body.attributes.map((a: { name: string }) => a.name)).toEqual([
      'userName',
      'name',
      'displayName',
      'emails',
      'active',
      'externalId',
      'groups',
    ]);
    expect((await t.scim('GET', '/Schemas/urn:nope')).status).toBe(404);
  });
});
