import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Versioned } from '../versions/version-service.js';
import { ok } from './envelope.js';

const gzipAsync = promisify(gzip);

/**
 * The serialized answer of one read and the version it was built under: the envelope as JSON,
 * and, made once on first demand, the same bytes gzipped (a browser always asks for gzip, and the
 * map of a large office is ~10× smaller so).
 */
export interface Snapshot {
  version: number;
  etag: string;
  body: string;
  gzipped(): Promise<Buffer>;
}

interface Entry<T> {
  version: number;
  value: Promise<T>;
}

/**
 * A small LRU of values built under a version read from the database: a value is served only
 * under the version it was built under, so it cannot go stale, in this process or because of a
 * write through another one. Concurrent misses of one key and version share one build, and an
 * older build finishing late never replaces a newer one.
 */
export class VersionedMemo<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly max: number) {}

  /** Whether a value of `key` built (or being built) under `version` is kept. */
  has(key: string, version: number): boolean {
    return this.entries.get(key)?.version === version;
  }

  get(key: string, version: number, build: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      this.entries.delete(key); // most recently used goes last
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = build();
    if (!hit || hit.version < version) {
      const entry = { version, value };
      this.entries.delete(key);
      this.entries.set(key, entry);
      value.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
      while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
    }
    return value;
  }
}

const MAX_ENTRIES = 200; // days × (whole office, groups, floors); an all-desks map of 1,200 desks is ~400 KB, a floor's tens of KB: tens of MB at most

/**
 * Serialized answers that do not depend on who asks (the map of a day, the status card), under
 * their office days' version: a route makes the snapshot of a service's versioned read.
 */
export class SnapshotCache {
  private readonly memo: VersionedMemo<Snapshot>;

  constructor(max = MAX_ENTRIES) {
    this.memo = new VersionedMemo(max);
  }

  get({ key, version, data }: Versioned<unknown>): Promise<Snapshot> {
    return this.memo.get(key, version, async () => snapshotOf(key, version, JSON.stringify(ok(await data()))));
  }
}

/** The snapshot of a serialized answer (`body`) built under `version`: its ETag names `key` and the version. */
export function snapshotOf(key: string, version: number, body: string): Snapshot {
  let zipped: Promise<Buffer> | undefined;
  return {
    version,
    etag: `"${encodeURIComponent(key)}.${version}"`,
    body,
    gzipped: () => (zipped ??= gzipAsync(body, { level: 6 })),
  };
}

/** Whether an If-None-Match header names this ETag (a list, weak forms and * included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

const acceptsGzip = (header: string | string[] | undefined) => /\bgzip\b/i.test([header ?? ''].flat().join(','));

/**
 * Sends a snapshot: 304 when the browser holds this version already (browsers revalidate every
 * time: no-cache), gzipped when the client accepts it, as it is otherwise.
 */
export async function sendSnapshot(req: FastifyRequest, reply: FastifyReply, s: Snapshot) {
  reply.header('etag', s.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (matchesEtag(req.headers['if-none-match'], s.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (!acceptsGzip(req.headers['accept-encoding'])) return reply.send(s.body);
  return reply.header('content-encoding', 'gzip').send(await s.gzipped());
}
