import { expect } from 'vitest';
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

/** A recorded exchange: a request and the exact answer expected (server/scim/fixtures/). */
export interface ScimStep {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  /** Keeps the answer's id under this name, for {{name}} in the steps after. */
  capture?: string;
  status: number;
  answer?: unknown;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The steps' placeholders put in: {{name}} an id captured before, "{{date}}" any ISO instant (as an asymmetric matcher). */
function filled(value: unknown, ids: Map<string, string>, matchDates: boolean): unknown {
  if (typeof value === 'string') {
    if (matchDates && value === '{{date}}') return expect.stringMatching(ISO);
    return value.replace(/\{\{(\w+)\}\}/g, (all, name: string) => ids.get(name) ?? all);
  }
  if (Array.isArray(value)) return value.map((v) => filled(v, ids, matchDates));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v, ids, matchDates)]));
  return value;
}

/** Runs the steps in order, each answer checked exactly (status, body, SCIM's media type); answers the ids captured. */
export async function replay(t: ScimApp, steps: ScimStep[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const step of steps) {
    const path = filled(step.path, ids, false) as string;
    const res = await t.scim(step.method, path, { body: step.body === undefined ? undefined : filled(step.body, ids, false) });
    expect(res.status, step.name).toBe(step.status);
    if (step.status === 204) expect(res.body, step.name).toBeUndefined();
    else expect(String(res.headers['content-type']), step.name).toMatch(/^application\/scim\+json/);
    if (step.capture) ids.set(step.capture, res.body.id);
    if (step.answer !== undefined) expect(res.body, step.name).toEqual(filled(step.answer, ids, true));
  }
  return ids;
}
