import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../domain/api/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Issue #37, point 9: the routes the server registers are the calls of domain/api/, each with the
// access its call names, and no other (lint/calls.test.ts: none is registered but through
// server/http/route.ts). The document lists every route of the API (a test server's, TEST_CLOCK=1: its
// test calls included) with its `x-access`, read from the route's config as the auth hook reads it.

/** Under /api but no call: the company sign-in's navigations, which answer redirects (decisions §17) and the document leaves out. */
const NAVIGATIONS = ['GET /api/auth/oidc/start', 'GET /api/auth/oidc/callback'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

/** 'GET /groups/:id' as the document names it: 'GET /api/groups/{id}'. */
const openApiPath = (key: string) => key.replace(' ', ' /api').replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the calls written once', () => {
  it('registers every call of the table, and nothing else, each with its access', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { 'x-access'?: string }>> };
    const registered = Object.fromEntries(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.entries(ops).map(([m, op]) => [`${m.toUpperCase()} ${path}`, op['x-access']]),
      ),
    );
    const table = Object.fromEntries(Object.entries(CALLS).map(([key, spec]) => [openApiPath(key), spec.access]));
    expect(Object.keys(table).length).toBeGreaterThan(100);
    expect(registered).toEqual(table);
  });

  it("serves the company sign-in's navigations outside the table", async () => {
    for (const key of NAVIGATIONS) {
      const [method, url] = key.split(' ');
      expect(Object.keys(CALLS)).not.toContain(`${method} ${url.slice('/api'.length)}`);
      expect(t.app.hasRoute({ method: method as 'GET', url })).toBe(true);
    }
  });
});
