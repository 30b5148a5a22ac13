import { expect } from 'vitest';
import type { Answer, JsonSchema } from './fuzz.js';
import type { TestApp } from './harness.js';

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
