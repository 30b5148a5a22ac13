import { afterAll, beforeAll, expect } from 'vitest';
import type { Answer, JsonSchema } from './fuzz.js';
import { freeItDesk, fuzzWorld, type ApiIds } from './fuzz-api.js';
import { createTestApp, type TestApp } from './harness.js';

// The routes of the OpenAPI document as the fuzz files read them (server/http/garbage*.test.ts), and
// what every answer to garbage must be.

interface Param {
  name: string;
  in: string;
}
interface Op {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: Param[];
}
export interface FuzzRoute {
  method: string;
  path: string;
  key: string;
  body?: JsonSchema;
  upload: boolean;
  params: Param[];
}

/** Every operation of the document the app serves. */
export function openApiRoutes(t: TestApp): FuzzRoute[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Op>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      key: `${method.toUpperCase()} ${path}`,
      body: op.requestBody?.content['application/json']?.schema,
      upload: !!op.requestBody?.content['multipart/form-data'],
      params: op.parameters ?? [],
    })),
  );
}

/** Routes whose valid call would move time for every later call, or open a stream that never ends: only garbage goes there. */
export const NO_BASELINE = new Set(['PUT /api/test/clock', 'GET /api/events']);

/** A path with each of its parameters replaced by `v`. */
export function fill(path: string, v: string): string {
  return path.replace(/\{[^}]+\}/g, v);
}

/** A 4xx (or a success) in the envelope, a refusal with a message: never a 5xx (decisions §11). */
export function expectEnvelope(r: Answer, what: string): void {
  expect(r.status, what).toBeLessThan(500);
  expect(r.body.err, what).toBe(r.status === 200 ? 0 : r.status);
  if (r.status !== 200) {
    expect(r.body.payload, what).toBeNull();
    expect(r.body.message, what).toMatch(/\S/);
  }
}

/** What a fuzz file works on: its app, the routes of its document, and the world fuzzWorld made in it. */
export interface FuzzSuite {
  t: TestApp;
  routes: FuzzRoute[];
  /** The sessions of 'admin' and 'angajat', by name. */
  tokens: Record<string, string>;
  ids: ApiIds;
}

/** A fuzz file's app and world, made before its tests (its own database, issue #37) and closed after them. */
export function fuzzSuite(): FuzzSuite {
  const s = { routes: [], tokens: {} } as unknown as FuzzSuite;
  beforeAll(async () => {
    s.t = await createTestApp();
    s.routes = openApiRoutes(s.t);
    // The accounts, desks, rooms, cars and reservations the routes need (server/test/fuzz-api.ts).
    const world = await fuzzWorld(s.t);
    s.tokens = world.tokens;
    s.ids = world.ids;
  });
  afterAll(() => s.t.close());
  return s;
}

/** After the fuzz, an employee still books a free desk of 'it' (2026-03-10, a day no fuzz call books). */
export async function expectEmployeeStillBooks(s: FuzzSuite): Promise<void> {
  const day = '2026-03-10';
  const r = await s.t.call('POST', '/api/reservations/desks/update', {
    token: s.tokens.angajat,
    body: { deskId: await freeItDesk(s.t, day), reservationDate: day },
  });
  expect(r.body.message).toBeUndefined();
  expect(r.body.err).toBe(0);
}
