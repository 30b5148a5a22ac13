import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASON_CODES } from '../../domain/reasons.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { TAGS } from './openapi.js';

type Schema = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  'x-access'?: string;
  responses: Record<string, { content?: Record<string, { schema: Schema; example?: unknown }> }>;
};

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
let operations: [string, Operation][];

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  doc = (await t.app.inject('/api/docs/json')).json();
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]),
  );
});
afterAll(() => t.close());

/** Whether a schema, its references followed, shows an example anywhere. */
function hasExample(schema: unknown, seen = new Set<string>()): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const s = schema as Schema;
  if ('example' in s || 'examples' in s) return true;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.split('/').pop() as string;
    if (seen.has(name)) return false;
    seen.add(name);
    return hasExample(doc.components.schemas[name], seen);
  }
  return Object.values(s).some((v) => hasExample(v, seen));
}

describe('the OpenAPI document (#22): every operation described for an integrator', () => {
  it('names, summarises, describes and files every operation under a declared area, with who may call it', () => {
    const names = TAGS.map((tag) => tag.name);
    const lacking = operations.filter(
      ([, op]) =>
        !op.operationId ||
        !op.summary ||
        !op.description ||
        !op['x-access'] ||
        !op.tags?.length ||
        op.tags.some((tag) => !names.includes(tag)),
    );
    expect(lacking.map(([key]) => key)).toEqual([]);
    const ids = operations.map(([, op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the answer of every operation, with an example, and the error envelope for each refusal', () => {
    const undeclared = operations.filter(([, op]) => !op.responses['200']?.content);
    expect(undeclared.map(([key]) => key)).toEqual([]);
    const withoutExample = operations.filter(
      ([, op]) =>
        !Object.values(op.responses['200'].content ?? {}).some((c) => 'example' in c || hasExample(c.schema) || 'format' in c.schema),
    );
    expect(withoutExample.map(([key]) => key)).toEqual([]);
    const refusals = operations.flatMap(([key, op]) =>
      Object.entries(op.responses)
        .filter(([status]) => Number(status) >= 400)
        .filter(([, answer]) => answer.content?.['application/json']?.schema.$ref !== '#/components/schemas/ApiError')
        .map(([status]) => `${key} ${status}`),
    );
    expect(refusals).toEqual([]);
  });

  it("lists every refusal's reason as an enumeration of the error envelope", () => {
    const reason = (doc.components.schemas.ApiError.properties as Record<string, Schema>).reason;
    expect(reason.enum).toEqual([...REASON_CODES]);
  });

  it('describes the uploads as the file they read, and the office lists both as their JSON and as the file', () => {
    const content = (op: unknown) => (op as { requestBody?: { content: Record<string, unknown> } }).requestBody?.content ?? {};
    const uploads = operations.filter(([, op]) => content(op)['multipart/form-data']);
    expect(uploads.map(([key]) => key).sort()).toEqual([
      'POST /api/cars/massAdd',
      'POST /api/floors/plan',
      'POST /api/reservations/desks/attending',
      'POST /api/reservations/parking/exit',
      'POST /api/reservations/parking/presence',
      'POST /api/users/massRegister',
      'POST /api/users/massRegisterTurn',
    ]);
    const both = uploads.filter(([, op]) => content(op)['application/json']).map(([key]) => key);
    expect(both.sort()).toEqual(['POST /api/reservations/desks/attending', 'POST /api/users/massRegister']);
  });
});
