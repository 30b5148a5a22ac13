import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AccessRegistry } from './auth.js';

type Transform = typeof jsonSchemaTransform;

/**
 * The zod schemas of a route as the document's JSON Schemas; an upload (a route that consumes
 * multipart/form-data and reads its one file itself, uploads/multipart.ts) is described as the file
 * field it reads, which no validator of the route checks.
 */
export const describeRoute: Transform = (route) => {
  const out = jsonSchemaTransform(route);
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  if (consumes.includes('multipart/form-data') && !out.schema?.body) {
    Object.assign(out.schema ?? {}, {
      body: {
        type: 'object',
        properties: { file: { type: 'string', format: 'binary', description: 'The table: a .csv (UTF-8, separated by commas or semicolons) or an .xlsx file, its first row the column names.' } },
        required: ['file'],
      },
    });
  }
  return out;
};

/** Each operation of the OpenAPI document states who may call it (`x-access`); public ones need no token. */
export function withAccess<T extends { paths?: object }>(doc: T, registry: AccessRegistry): T {
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries((ops ?? {}) as Record<string, unknown>)) {
      if (typeof op !== 'object' || op === null) continue;
      const access = registry.get(`${method.toUpperCase()} ${path}`);
      if (!access) continue;
      Object.assign(op, { 'x-access': access }, access === 'public' ? { security: [] } : {});
    }
  }
  return doc;
}
