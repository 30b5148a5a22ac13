import { getMeta, type AppMeta } from '../api/accounts.js';

// The server's clock is asked for as the app starts, beside the shell's scripts, rather than
// after the first page has rendered: the pages whose data depends on the server's day (the
// statistics' default ranges, the booking window) then ask for it one round trip sooner
// (issue #13, a page of charts interactive in ≤ 1 s). Plain module: it is in the first download.

/** The server's meta with the moment its answer arrived (the offset to the browser's clock). */
export type TimedMeta = AppMeta & { receivedAt: number };

export const fetchTimedMeta = async (): Promise<TimedMeta> => ({ ...(await getMeta()), receivedAt: Date.now() });

let early: Promise<TimedMeta | null> | null = null;
/** The early answer once it has arrived, until taken. */
let arrived: TimedMeta | null = null;

/**
 * Asks now, unless the app opens on /login (the shell is then a login away, so it asks itself, afresh)
 * or on a display's page, which has no shell and reads the server's time from its own view (decisions §24).
 */
export function startServerTimeEarly(path: string): void {
  if (path === '/login' || path.startsWith('/display/')) return;
  early ??= fetchTimedMeta()
    .then((meta) => {
      if (early) arrived = meta;
      return meta;
    })
    .catch(() => null);
}

/** The early answer without taking it (the early page data, lib/early-page-data.ts, reckons its day from it); null when there is none. */
export function peekEarlyServerTime(): Promise<TimedMeta | null> | null {
  return early;
}

/** The early answer, once (the server-time query refreshes itself later); null when there is none. */
export function takeEarlyServerTime(): Promise<TimedMeta | null> | null {
  const e = early;
  early = null;
  arrived = null;
  return e;
}

/** The early answer if it has already arrived, taken (synchronous: the first render knows the server's day); else undefined. */
export function takeArrivedServerTime(): TimedMeta | undefined {
  const a = arrived;
  if (a) takeEarlyServerTime();
  return a ?? undefined;
}
