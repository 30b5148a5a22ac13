import { ok } from '../http/envelope.js';
import { presentDesk, type DeskRow } from './presenter.js';

/** The serialized answer of one map and the version it was built under. */
export interface MapSnapshot {
  version: number;
  etag: string;
  /** The whole envelope, JSON, as GET /api/desks answers it. */
  body: string;
}

interface Entry {
  version: number;
  snapshot: Promise<MapSnapshot>;
}

const MAX_ENTRIES = 200; // days × groups; an all-desks map of 200 desks is ~75 KB, so a few MB at most

/**
 * A small LRU of serialized maps, one per (day, group or all). The map does not depend on who
 * asks, so one snapshot serves everyone. Whoever reads it passes the version just read from
 * the database: a snapshot is served only under the version it was built under, so it cannot
 * go stale, in this process or because of a write through another one. Concurrent misses of
 * one key and version share one build.
 */
export class MapCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly max = MAX_ENTRIES) {}

  get(day: string, groupId: string | undefined, version: number, build: () => Promise<DeskRow[]>): Promise<MapSnapshot> {
    const key = `${day}|${groupId ?? ''}`;
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      this.entries.delete(key); // most recently used goes last
      this.entries.set(key, hit);
      return hit.snapshot;
    }
    const snapshot = build().then((rows) => ({ version, etag: etagOf(day, groupId, version), body: JSON.stringify(ok(rows.map(presentDesk))) }));
    // An older build finishing late never replaces a newer one.
    if (!hit || hit.version < version) {
      const entry = { version, snapshot };
      this.entries.delete(key);
      this.entries.set(key, entry);
      snapshot.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
      while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
    }
    return snapshot;
  }
}

function etagOf(day: string, groupId: string | undefined, version: number): string {
  return `"${day}.${version}${groupId ? `.${encodeURIComponent(groupId)}` : ''}"`;
}

/** Whether an If-None-Match header names this ETag (a list, weak forms and * included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
