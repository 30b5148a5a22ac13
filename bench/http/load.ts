import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';
import { countCpu } from './cpu.js';
import { sampleRss } from './server-process.js';
import type { LoadRow } from './summary.js';

/** One request as autocannon sends it. */
export interface Req {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  token?: string;
  body?: unknown;
}

// Every request asks for gzip, as every browser does; the app compresses the answers it serves
// from a snapshot (the maps, the status card).
const ACCEPT_ENCODING = 'gzip, deflate, br';

/** The headers of a request as a browser sends them: gzip accepted, the token, JSON for a body. */
const headersOf = (r: Req): Record<string, string> => ({
  'accept-encoding': ACCEPT_ENCODING,
  ...(r.token ? { authorization: `Bearer ${r.token}` } : {}),
  ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
});

export interface LoadOptions {
  profile: string;
  what: string;
  /** One server or several (connections are shared out among them in turn). */
  urls: string[];
  pids: number[];
  connections: number;
  /** The i-th request; for a fixed `amount`, each i is asked for exactly once. */
  next: (i: number) => Req;
  seconds?: number;
  amount?: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/**
 * Runs autocannon against the servers and measures every answer: its latency (exact
 * percentiles, autocannon has no p95), its status and its envelope (err ≠ 0 is a failure even
 * with a 2xx), with the servers' RSS sampled meanwhile.
 */
export async function load(o: LoadOptions): Promise<LoadRow & { sampleFailure?: string }> {
  let i = 0;
  let failures = 0;
  let sampleFailure: string | undefined;
  const times: number[] = [];
  const build = (req: autocannon.Request): autocannon.Request => {
    const r = o.next(i++);
    req.method = r.method;
    req.path = r.path;
    req.headers = headersOf(r);
    req.body = r.body === undefined ? undefined : JSON.stringify(r.body);
    return req;
  };
  // A success is a 2xx whose envelope says err 0. The envelope's first key is err, so its first
  // bytes tell, without parsing a map of a megabyte in the process that makes the load; a gzipped
  // answer is judged by its status (checkEnvelope reads the same URL, unpacked, before the run).
  const onResponse = (status: number, body: string, _context: object, headers?: IncomingHttpHeaders) => {
    const ok = status >= 200 && status < 300 && (headers?.['content-encoding'] === 'gzip' || body.startsWith('{"err":0'));
    if (!ok) {
      failures++;
      sampleFailure ??= `${status} ${body.slice(0, 200)}`;
    }
  };
  if (o.amount === undefined) await checkEnvelope(o.urls[0], o.next(0));
  const stopRss = sampleRss(o.pids);
  const stopCpu = await countCpu(o.pids);
  const started = performance.now();
  let lastAnswer: number | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: o.urls as unknown as string, // autocannon takes a list of targets too
        connections: o.connections,
        ...(o.amount ? { amount: o.amount } : { duration: o.seconds ?? 10 }),
        timeout: 30,
        requests: [{ setupRequest: build, onResponse }],
      },
      (e, r) => (e ? reject(e) : resolve(r)),
    );
    instance.on('response', (_c, _status, _bytes, responseTime) => {
      times.push(responseTime);
      lastAnswer = performance.now();
    });
  });
  // Up to the last answer, not to autocannon's callback: it checks whether the run is over once a
  // second (its sampleInt), so a run of `amount` requests ended on the next whole second and its
  // rate came out as requests / ⌈seconds⌉: 2,499 bookings over 3.02 s or 5.02 s whatever the
  // processes (issue #43: "627 bookings/s on one process and 628 on two" was that tick).
  const elapsed = ((lastAnswer ?? performance.now()) - started) / 1000;
  const rss = await stopRss();
  const cpu = await stopCpu(times.length);
  times.sort((a, b) => a - b);
  return {
    kind: 'load',
    profile: o.profile,
    what: o.what,
    connections: o.connections,
    requests: times.length,
    perSecond: times.length / elapsed,
    p50: percentile(times, 50),
    p90: percentile(times, 90),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failures: failures + result.errors,
    rssMb: rss,
    cpu,
    sampleFailure,
  };
}

/** One request as the load sends it, answered with err 0 once unpacked, or the run stops: a fast failure is not a measure. */
async function checkEnvelope(url: string, r: Req) {
  const res = await fetch(`${url}${r.path}`, {
    method: r.method,
    headers: headersOf(r),
    body: r.body === undefined ? undefined : JSON.stringify(r.body),
  });
  const body = (await res.json()) as { err?: number; message?: string };
  if (!res.ok || body.err !== 0) throw new Error(`${r.method} ${r.path}: ${res.status} ${body.message ?? ''}`);
}
