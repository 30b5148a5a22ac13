import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { ensureWebBuilt } from './http/chart-pages.js';
import { pgliteProfile, postgresProfile, START, type ProfileOptions } from './http/profiles.js';
import { demoReads } from './http/demo-reads.js';
import { liveStreams } from './http/live-streams.js';
import { formatRows, judgeTargets, withRatios, type Row, type Summary } from './http/summary.js';

// npm run bench [-- --json FILE] [-- --only postgres|pglite|live]: the real app over real HTTP, in
// server child processes, loaded by autocannon from this process (issue #12). PostgreSQL at
// postgres://postgres@127.0.0.1:5432/postgres unless BENCH_DATABASE_URL or TEST_DATABASE_URL
// names another server. BENCH_SCALE (default 1) shrinks the company; BENCH_SECONDS (default 10)
// is the length of each read measure.
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const jsonFile = arg('--json');
const only = arg('--only');
const scale = Number(process.env.BENCH_SCALE ?? 1);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const opts: ProfileOptions = {
  scale,
  seconds,
  towerRequests: Number(process.env.BENCH_TOWER_REQUESTS ?? 25_000),
  bookings: Number(process.env.BENCH_BOOKINGS ?? 10_000),
  log: (line) => console.log(line),
};

// The chart pages are measured in a browser against the servers, which serve web/dist only if it exists when they start.
ensureWebBuilt(opts.log);
const rows: Row[] = [];
const part = (name: 'postgres' | 'pglite' | 'live') => !only || only === name || (only === 'postgres' && name === 'live');
if (part('postgres')) rows.push(...(await postgresProfile(opts)));
if (part('postgres')) rows.push(...(await demoReads({ start: START, seconds, log: opts.log })));
// Issue #27: the live streams one process holds (BENCH_STREAMS, default 2,000).
if (part('live')) rows.push(...(await liveStreams({ start: START, streams: Number(process.env.BENCH_STREAMS ?? 2000), log: opts.log })));
if (part('pglite')) rows.push(...(await pgliteProfile(opts)));

const summary: Summary = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '', memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
  scale,
  seconds,
  rows: judgeTargets(withRatios(rows)),
};
console.log(`\nHTTP benchmark, scale ${scale}, ${seconds} s per read measure, ${summary.machine.cpus} × ${summary.machine.model}\n`);
console.log(formatRows(summary.rows));
if (jsonFile) await writeFile(jsonFile, JSON.stringify(summary, null, 2));
