import type { AccessRegistry } from './auth.js';

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
