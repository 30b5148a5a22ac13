import type { TestApp } from './harness.js';
import { createTestApp } from './harness.js';

// SCIM's tests (server/scim/): an app with SCIM_TOKEN set, and SCIM's calls as a provider makes them.

export const SCIM_TOKEN = 'scim-test-token-0123456789abcdef';

export interface ScimApp extends TestApp {
  /** Calls /scim/v2 with the token (unless `token` says otherwise); answers the status, the headers and the parsed body. */
  scim(
    method: string,
    path: string,
    o?: { body?: unknown; raw?: string; token?: string | null; contentType?: string },
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  /** The console's mapping of a provider group to a product group (provider_groups), made directly. */
  mapGroup(providerGroup: string, groupId: string): Promise<void>;
  /** A person's product groups as the database holds them. */
  groupsOf(uuid: string): Promise<{ group_list: string[]; main_group: string | null }>;
}

export async function createScimApp(start?: string): Promise<ScimApp> {
  const t = await createTestApp({ start, config: { scim: { token: SCIM_TOKEN, defaultBuilding: '1' } } });
  const scim: ScimApp['scim'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = {};
    const token = o.token === undefined ? SCIM_TOKEN : o.token;
    if (token !== null) headers.authorization = `Bearer ${token}`;
    let payload: string | undefined = o.raw;
    if (o.body !== undefined) payload = JSON.stringify(o.body);
    if (payload !== undefined) headers['content-type'] = o.contentType ?? 'application/scim+json';
    const res = await t.app.inject({ method: method as 'GET', url: `/scim/v2${path}`, headers, payload });
    return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers };
  };
  return {
    ...t,
    scim,
    async mapGroup(providerGroup, groupId) {
      await t.ctx.db.query('INSERT INTO provider_groups (provider_group, group_id) VALUES ($1, $2)', [providerGroup, groupId]);
    },
    async groupsOf(uuid) {
      const { rows } = await t.ctx.db.query<{ group_list: string[]; main_group: string | null }>(
        'SELECT group_list, main_group FROM users WHERE uuid = $1',
        [uuid],
      );
      return rows[0];
    },
  };
}
