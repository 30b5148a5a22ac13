import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue #37, point 9: the calls written once (domain/api/). Every route of the API is registered by
// server/http/route.ts from its call, and the web calls through apiCall (web/src/api/client.ts);
// no other file registers a route or calls a path of its own. The exceptions are named, with why.
// server/http/calls.test.ts checks the other side: the routes registered are the table's, each with its access.
const ROOT = join(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
const source = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Lines that match, as 'file: text'. */
const lines = (paths: string[], pattern: RegExp) =>
  paths.flatMap((p) =>
    source(p)
      .split('\n')
      .filter((line) => pattern.test(line))
      .map((line) => `${p}: ${line.trim()}`),
  );

/** A route registered by hand: Fastify's shorthands or its route(), on whatever the instance is named. */
const REGISTERS =
  /\b(app|api|fastify|root|server|instance|scope|i)\s*\.\s*(get|post|put|patch|delete|head|options|all|route)\s*(<[^>]*>)?\s*\(/;

/**
 * The routes registered without a call of domain/api/, by file, how many and why: none is a call of
 * the API that answers the envelope, none is in the OpenAPI document.
 */
const BY_HAND: Record<string, { count: number; why: string }> = {
  'server/http/route.ts': { count: 1, why: 'the helper itself' },
  'server/accounts/oidc/oidc-routes.ts': {
    count: 2,
    why: "the company sign-in's start and callback: browser navigations that answer redirects (decisions §17)",
  },
  'server/ops/health-routes.ts': { count: 2, why: '/health and /ready: probes for the balancer, outside /api (decisions §16)' },
  'server/ops/metrics.ts': { count: 1, why: '/metrics: for the operators, outside /api' },
  'server/scim/routes.ts': {
    count: 1,
    why: "SCIM 2.0 under /scim/v2 (decisions §25): a protocol of its own (RFC 7644), its token, errors and /Schemas; one loop over SCIM's table",
  },
};

describe('the calls written once', () => {
  it('no server file registers a route but through server/http/route.ts, the exceptions named', () => {
    const found = lines(files('server'), REGISTERS);
    const counts = Object.fromEntries(Object.keys(BY_HAND).map((p) => [p, found.filter((l) => l.startsWith(`${p}:`)).length]));
    expect(counts).toEqual(Object.fromEntries(Object.entries(BY_HAND).map(([p, { count }]) => [p, count])));
    expect(found.filter((l) => !Object.keys(BY_HAND).some((p) => l.startsWith(`${p}:`)))).toEqual([]);
  });

  it('the fence sees a route registered by hand, and not a route of the table', () => {
    expect(REGISTERS.test("  app.get('/api/groups', { config: { access: 'admin:1' } }, handler);")).toBe(true);
    expect(REGISTERS.test('  app.post<{ Body: X }>(LOGIN_PATH, opts, handler);')).toBe(true);
    expect(REGISTERS.test("  route(app, 'GET /groups', { tags, operationId: 'listGroups' }, handler);")).toBe(false);
    expect(REGISTERS.test("  const row = cache.get('x');")).toBe(false);
  });

  it('no web file calls a path of its own: every call of the API goes through apiCall', () => {
    const web = files('web/src');
    // api.get/api.post are gone (apiCall took their place); request and fetchApi take a path only from client.ts (callPath) and the files' own paths.
    expect(lines(web, /\bapi\s*\.\s*(get|post|put|delete)\b/)).toEqual([]);
    expect(lines(web, /\b(request|fetchApi)\s*(<[^>]*>)?\s*\(\s*['"`]/)).toEqual([]);
  });
});
