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

/** Whether a request path is the API's, however it is spelled (`/%61pi/`, `/API/`): never the web app's page. */
export function isApiPath(rawUrl: string): boolean {
  let path = rawUrl.split('?')[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    /* a malformed escape is not the web app's page either way */
  }
  return /^\/+api(\/|$)/i.test(path);
}

/** Fastify's trustProxy from TRUST_PROXY: a hop count trusts that many proxies nearest the server. */
export function trustProxy(setting: number | string[] | undefined): string[] | ((addr: string, hop: number) => boolean) | false {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_addr, hop) => hop < setting;
  return setting;
}
