import { expect, test } from 'vitest';
import {
  BOOKING_SCRIPT,
  failedLines,
  formatRows,
  judgeTargets,
  READ_TARGET,
  withRatios,
  YARDSTICK,
  type LoadRow,
  type Row,
} from './summary.js';

const load = (profile: string, what: string, perSecond: number): LoadRow => ({
  kind: 'load',
  profile,
  what,
  connections: 64,
  requests: perSecond * 10,
  perSecond,
  p50: 5,
  p90: 10,
  p95: 12.4,
  p99: 30,
  failures: 0,
});

test('each load row is compared with the yardstick of its own profile', () => {
  const rows = withRatios([
    load('PostgreSQL', YARDSTICK, 2000),
    load('PostgreSQL', 'map of a day', 500),
    load('PGlite', YARDSTICK, 1000),
    load('PGlite', 'map of a day', 500),
    { kind: 'timed', profile: 'PostgreSQL', what: 'first round', ms: 420 },
  ]);
  expect(rows.map((r) => r.ratio)).toEqual([1, 0.25, 1, 0.5, undefined]);
});

test('the printed table shows req/s, percentiles, the share of the yardstick and the timed steps', () => {
  const status = {
    ...load('PostgreSQL', 'status card', 1500),
    cpu: { serverMs: 0.21, databaseMs: 0.184, databaseBackgroundMs: 0.01, loadMs: 0.3 },
  };
  const text = formatRows(
    withRatios([load('PostgreSQL', YARDSTICK, 2000), status, { kind: 'memory', profile: 'PostgreSQL', what: 'RSS', mb: 180.4 }]),
  );
  expect(text).toContain('| PostgreSQL | status card | 64 | 15,000 | 1,500 | 5.0 | 12 | 30 | 75 % | 0 |  | 0.21 / 0.18 / 0.30 |');
  expect(text).toContain('| PostgreSQL | RSS | 180 MB |');
});

test('a step that did not finish is reported as such, and the table goes on', () => {
  const text = formatRows([
    { kind: 'timed', profile: 'PGlite', what: 'chart page /birouri/admin/csv', ms: 60_000, unfinished: 'not drawn within 60 s' },
    { kind: 'timed', profile: 'PGlite', what: 'chart page /birouri/statistics', ms: 412.4 },
  ]);
  expect(text).toContain('| PGlite | chart page /birouri/admin/csv | > 60,000 ms (not drawn within 60 s) |');
  expect(text).toContain('| PGlite | chart page /birouri/statistics | 412 ms |');
});

test('a score is shown out of 100 with its target, and a failed run says why', () => {
  const text = formatRows([
    { kind: 'score', profile: 'PostgreSQL', what: 'Lighthouse /login: performance score', score: 97, target: { text: '≥ 90', met: true } },
    {
      kind: 'score',
      profile: 'PostgreSQL',
      what: 'Lighthouse /birouri: performance score',
      score: 0,
      unfinished: 'Lighthouse failed: NO_FCP',
      target: { text: '≥ 90', met: false },
    },
  ]);
  expect(text).toContain('| PostgreSQL | Lighthouse /login: performance score | 97 / 100 | ≥ 90 ✓ |');
  expect(text).toContain('| PostgreSQL | Lighthouse /birouri: performance score | — (Lighthouse failed: NO_FCP) | ≥ 90 ✗ |');
});

test('a row shows its target and whether the run met it', () => {
  const text = formatRows([
    { kind: 'timed', profile: 'PostgreSQL', what: 'chart page /birouri/statistics', ms: 612, target: { text: '≤ 500 ms', met: false } },
    { kind: 'memory', profile: 'PGlite', what: 'RSS', mb: 280, target: { text: '≤ 300 MB', met: true } },
  ]);
  expect(text).toContain('| PostgreSQL | chart page /birouri/statistics | 612 ms | ≤ 500 ms ✗ |');
  expect(text).toContain('| PGlite | RSS | 280 MB | ≤ 300 MB ✓ |');
});

test('a figure shows its value with its own unit, small ones to a tenth', () => {
  const text = formatRows([
    { kind: 'figure', profile: 'PostgreSQL, 2,000 live streams', what: 'memory per open stream', value: 19.6, unit: 'KB' },
    { kind: 'figure', profile: 'PostgreSQL, 2,000 live streams', what: 'CPU idle', value: 0.84, unit: '% of one core' },
  ]);
  expect(text).toContain('| PostgreSQL, 2,000 live streams | memory per open stream | 20 KB |  |');
  expect(text).toContain('| PostgreSQL, 2,000 live streams | CPU idle | 0.8 % of one core |  |');
});

test('a read is judged against its own yardstick and the bookings against pgbench of the same run', () => {
  const bookings: Row = {
    ...load('PostgreSQL', 'bookings', 900),
    p99: 80,
    target: { text: '≥ 70 % of pgbench -N, p99 ≤ 100 ms', rule: { ofReference: 0.7, p99MaxMs: 100 } },
  };
  const rows = judgeTargets<Row>([
    load('PostgreSQL', YARDSTICK, 2000),
    { ...load('PostgreSQL', 'status card', 1700), target: READ_TARGET },
    { ...load('PostgreSQL', 'map', 1500), target: READ_TARGET },
    bookings,
    { kind: 'rate', profile: 'PostgreSQL', what: 'pgbench -N', perSecond: 1200, latencyMs: 50 },
    { ...load('PGlite', 'status card', 1700), target: READ_TARGET },
  ]);
  expect(rows.map((r) => r.target?.met)).toEqual([undefined, true, false, true, undefined, false]);
  expect(rows[2].target?.text).toBe('≥ 80 % of the yardstick, p90 ≤ 1.5 × its p90 (75 %, p90 1.0 ×)');
  expect(rows[3].target?.text).toBe('≥ 70 % of pgbench -N, p99 ≤ 100 ms (75 % of pgbench -N, p99 80 ms)');
  expect(formatRows(rows)).toContain('| PostgreSQL | pgbench -N | 1,200/s, 50 ms average |  |');
});

test("the bookings are judged against pgbench -N and against their own statements' script, each by its row (#43 point 2)", () => {
  const target = { text: '≥ 70 % of pgbench -N, ≥ 50 % of the script', rule: { ofReference: 0.7, ofScript: 0.5 } };
  const rows = judgeTargets<Row>([
    // The script first: pgbench -N is still the reference it was.
    {
      kind: 'rate',
      profile: 'PostgreSQL',
      what: `${BOOKING_SCRIPT} (1000, 9 statements)`,
      perSecond: 2000,
      latencyMs: 30,
      bookingScript: true,
    },
    { kind: 'rate', profile: 'PostgreSQL', what: 'pgbench -N', perSecond: 1000, latencyMs: 50 },
    { ...load('PostgreSQL', 'bookings', 900), target },
    { ...load('PostgreSQL', 'bookings again', 800), target },
  ]);
  expect(rows[2].target).toMatchObject({
    met: false,
    text: expect.stringContaining(`(90 % of pgbench -N, 45 % of its statements' script)`),
  });
  expect(rows[3].target?.met).toBe(false);
  const faster = judgeTargets<Row>([rows[0], rows[1], { ...load('PostgreSQL', 'bookings', 1100), target }]);
  expect(faster[2].target?.met).toBe(true);
  expect(judgeTargets<Row>([rows[1], { ...load('PostgreSQL', 'bookings', 1100), target }])[1].target?.text).toContain('no script');
});

test('a line fails when answers failed or a step did not finish, not when a target is missed (npm run bench exits 1)', () => {
  const rows: Row[] = [
    load('PostgreSQL', YARDSTICK, 2000),
    { ...load('PostgreSQL', 'bookings', 100), failures: 3 },
    { kind: 'timed', profile: 'PostgreSQL', what: 'first round', ms: 4200, target: { text: '≤ 1,000 ms', met: false } },
    { kind: 'timed', profile: 'PostgreSQL', what: 'chart page /birouri/statistics', ms: 60_000, unfinished: 'not drawn within 60 s' },
    { kind: 'score', profile: 'PostgreSQL', what: 'Lighthouse /login', score: 0, unfinished: 'Lighthouse failed: no page' },
  ];
  expect(failedLines(rows)).toEqual([
    'PostgreSQL: bookings: 3 of 1000 answers failed',
    'PostgreSQL: chart page /birouri/statistics: not drawn within 60 s',
    'PostgreSQL: Lighthouse /login: Lighthouse failed: no page',
  ]);
  expect(failedLines([load('PostgreSQL', YARDSTICK, 2000)])).toEqual([]);
});
