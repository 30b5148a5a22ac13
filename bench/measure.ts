// Timing helpers: percentiles of repeated calls, throughput of concurrent ones.

export interface Row {
  what: string;
  n: number;
  p50?: number;
  p95?: number;
  total?: number;
  perSecond?: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `fn(i)` n times one after another; latency percentiles in ms. */
export async function latency(what: string, n: number, fn: (i: number) => Promise<unknown>): Promise<Row> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { what, n, p50: pct(times, 50), p95: pct(times, 95) };
}

/** Runs `fn(i)` n times, `concurrency` at once; total time and calls per second. */
export async function throughput(what: string, n: number, concurrency: number, fn: (i: number) => Promise<unknown>): Promise<Row> {
  let next = 0;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) await fn(next++);
    }),
  );
  const total = performance.now() - t;
  return { what, n, total, perSecond: (n / total) * 1000 };
}

export async function once(what: string, fn: () => Promise<unknown>): Promise<Row> {
  const t = performance.now();
  await fn();
  return { what, n: 1, total: performance.now() - t };
}

export function table(rows: Row[]): string {
  const f = (v?: number) => (v === undefined ? '' : v.toFixed(1));
  const lines = ['| measure | n | p50 ms | p95 ms | total ms | per second |', '|---|---:|---:|---:|---:|---:|'];
  for (const r of rows) lines.push(`| ${r.what} | ${r.n} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.total)} | ${f(r.perSecond)} |`);
  return lines.join('\n');
}
