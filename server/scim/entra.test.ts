import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_ACTOR } from '../../domain/audit.js';
import { createScimApp, replay, type ScimApp, type ScimStep } from '../test/scim.js';

// The requests Microsoft Entra ID's provisioning service sends, in its documented order, replayed
// with the exact answers expected (fixtures/entra-provisioning.json names its sources).
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'entra-provisioning.json'), 'utf8')) as { steps: ScimStep[] };

let t: ScimApp;
beforeAll(async () => {
  t = await createScimApp();
}, 120_000);
afterAll(() => t.close());

describe("Microsoft Entra ID's provisioning, replayed", () => {
  it('answers each request of the sequence exactly', async () => {
    const ids = await replay(t, fixture.steps);
    const user = ids.get('user')!;

    // The account SCIM made: role user, SCIM_DEFAULT_BUILDING, no usable password, kept for the console as deactivated.
    const { rows } = await t.ctx.db.query<Record<string, unknown>>(
      'SELECT role, building, password_hash, confirmed, valid, scim_deleted, external_id, group_list FROM users WHERE uuid = $1',
      [user],
    );
    expect(rows[0]).toEqual({
      role: 'user',
      building: '1',
      password_hash: '!scim',
      confirmed: false,
      valid: false,
      scim_deleted: true,
      external_id: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      group_list: [],
    });
    const login = await t.call('POST', '/api/users/login', {
      body: { username: '5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com', password: '!scim' },
    });
    expect(login.status).toBe(401);

    // Every change, audited as the identity provider, in order.
    const audit = await t.ctx.db.query<{ actor_uuid: string | null; actor_name: string; kind: string }>(
      'SELECT actor_uuid, actor_name, kind FROM audit_log ORDER BY id',
    );
    expect(audit.rows.every((r) => r.actor_uuid === null && r.actor_name === PROVIDER_ACTOR.scim)).toBe(true);
    expect(audit.rows.map((r) => r.kind)).toEqual([
      'users.register',
      'users.update',
      'users.update',
      'users.update',
      'users.deactivate',
      'users.reactivate',
      'scimGroups.update',
      'scimGroups.update',
      'scimGroups.update',
      'scimGroups.update',
      'scimGroups.delete',
      'users.delete',
    ]);
  });
});
