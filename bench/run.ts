import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { ensureWebBuilt } from './http/chart-pages.js';
import { pgliteProfile, postgresProfile, START, type ProfileOptions } from './http/profiles.js';
import { demoReads } from './http/demo-reads.js';
import { liveStreams } from './http/live-streams.js';
import { forecastProfile } from './http/forecast.js';
import { patternProfile } from './http/pattern.js';
import { teamWeekProfile } from './http/team-week.js';
import { bookingsProfile } from './http/bookings-profile.js';
import { webhooksProfile } from './http/webhooks.js';
import { displaysProfile } from './http/displays.js';
import { failedLines, formatRows, judgeTargets, withRatios, type Row, type Summary } from './http/summary.js';

// npm run bench [-- --json FILE] [-- --only postgres|pglite|live|pattern|forecast|team|bookings|webhooks|displays]: the real app over real HTTP, in
// server child processes, loaded by autocannon from this process (issue #12). PostgreSQL at
// postgres://postgres@127.0.0.1:5432/postgres unless BENCH_DATABASE_URL or TEST_DATABASE_URL
// names another server. BENCH_SCALE (default 1) shrinks the company, and below 1 the run with it:
// each read measure lasts 10 s × the scale (2 s at least; its warm-up half of that, 2 s at most)
// unless BENCH_SECONDS says, the live streams are 2,000 × the scale (100 at least) unless
// BENCH_STREAMS says and are watched idle 10 s × the scale (2 s at least), and Lighthouse runs once
// a page instead of the median of 3: `BENCH_SCALE=0.02` is the small run of .ci/run (issue #37).
// Exits 1 when a line failed (an answer that failed, a step that did not finish), as when the run
// stops on an error; a target not met is a result, not a failure.
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const jsonFile = arg('--json');
const only = arg('--only');
const scale = Number(process.env.BENCH_SCALE ?? 1);
if (!(scale > 0)) throw new Error(`BENCH_SCALE must be a number above 0, not ${process.env.BENCH_SCALE}`);
const shrunk = (full: number, least: number) => (scale >= 1 ? full : Math.max(least, Math.round(full * scale)));
const seconds = Number(process.env.BENCH_SECONDS ?? shrunk(10, 2));
const opts: ProfileOptions = {
  scale,
  seconds,
  towerRequests: Number(process.env.BENCH_TOWER_REQUESTS ?? 25_000),
  bookings: Number(process.env.BENCH_BOOKINGS ?? 10_000),
  lighthouseRuns: scale >= 1 ? 3 : 1,
  log: (line) => console.log(line),
};

const rows: Row[] = [];
/** Runs one part of the bench and says how long it took (where `.ci/run`'s small bench spends its minutes). */
async function timed(name: string, run: () => Promise<Row[]>): Promise<void> {
  const t0 = performance.now();
  rows.push(...(await run()));
  opts.log(`(${name}: ${Math.round((performance.now() - t0) / 1000)} s)`);
}
const part = (name: 'postgres' | 'pglite' | 'live' | 'pattern' | 'forecast' | 'team' | 'webhooks' | 'displays') =>
  !only || only === name || (only === 'postgres' && ['live', 'pattern', 'forecast', 'team', 'webhooks', 'displays'].includes(name));
// The chart pages are measured in a browser against the servers, which serve web/dist only if it exists when they start.
if (part('postgres') || part('pglite')) ensureWebBuilt(opts.log);
if (part('postgres')) await timed('PostgreSQL', () => postgresProfile(opts));
if (part('postgres')) await timed('the demo', () => demoReads({ start: START, seconds, log: opts.log }));
// Issue #27: the live streams one process holds (BENCH_STREAMS, default 2,000 at scale 1).
if (part('live'))
  await timed('live streams', () =>
    liveStreams({
      start: START,
      streams: Number(process.env.BENCH_STREAMS ?? shrunk(2000, 100)),
      idleSeconds: shrunk(10, 2),
      log: opts.log,
    }),
  );
// Issue #41: the work pattern's nightly booking (--only pattern alone).
if (part('pattern')) await timed('work pattern', () => patternProfile(opts));
// Issue #42: the office's forecast, one request of 92 days (--only forecast alone).
if (part('forecast')) await timed('forecast', () => forecastProfile(opts));
// Issue #42 point 6: a department's week at 64 connections (--only team alone).
if (part('team')) await timed("the team's week", () => teamWeekProfile(opts));
// Issue #43: the bookings alone with the database's waits (--only bookings alone; the postgres part measures them too).
if (only === 'bookings') await timed('bookings', () => bookingsProfile(opts));
// Issue #44 point 6: a booking's queued webhook delivery, and 1,000 deliveries to a receiver on loopback.
if (part('webhooks')) await timed('webhooks', () => webhooksProfile(opts));
// Issue #45 point 7: 500 room displays open on one process, and a booking shown on every display of its room.
if (part('displays'))
  await timed('displays', () =>
    displaysProfile({ start: START, displays: Number(process.env.BENCH_DISPLAYS ?? shrunk(500, 25)), log: opts.log }),
  );
if (part('pglite')) await timed('PGlite', () => pgliteProfile(opts));

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
const failed = failedLines(summary.rows);
if (failed.length) {
  console.log(`\n${failed.length} line(s) failed:\n${failed.map((f) => `  ${f}`).join('\n')}`);
  process.exitCode = 1;
}
