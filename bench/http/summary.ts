import type { CpuPerRequest } from './cpu.js';
// The results of a run as rows: each load measure against the yardstick of its own run, timed
// steps and memory; printed as a Markdown table and written as JSON for --json. A row may carry
// the target issue #24 sets it and whether the run met it (left undefined where only the whole
// run can say, e.g. a share of the yardstick: judgeTargets fills those in).

export interface Target {
  text: string;
  met?: boolean;
  /** A load row's target relative to other rows of its profile, judged by judgeTargets. */
  rule?: {
    /** At least this share of the yardstick's req/s. */
    ofYardstick?: number;
    /** p90 (or p95) at most this multiple of the yardstick's. */
    p90OfYardstick?: number;
    p95OfYardstick?: number;
    /** At least this share of the profile's reference rate (pgbench -N). */
    ofReference?: number;
    /** At least this share of the rate of the booking's own statements as a pgbench script (issue #43 point 2). */
    ofScript?: number;
    p99MaxMs?: number;
  };
}

export interface LoadRow {
  target?: Target;
  kind: 'load';
  profile: string;
  what: string;
  connections: number;
  requests: number;
  perSecond: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  /** Non-2xx answers and 2xx answers whose envelope says err ≠ 0, plus socket errors and timeouts. */
  failures: number;
  /** RSS (MB) of the server process(es), the highest sample taken during this measure. */
  rssMb?: number;
  /** CPU per request (ms): the server process(es), the PostgreSQL server (0 for PGlite: in the server), the load generator. */
  cpu?: CpuPerRequest;
}

export interface TimedRow {
  target?: Target;
  kind: 'timed';
  profile: string;
  what: string;
  ms: number;
  /** Set when the step did not finish: `ms` is then how long it was given ('not drawn within 60 s'). */
  unfinished?: string;
}

export interface MemoryRow {
  target?: Target;
  kind: 'memory';
  profile: string;
  what: string;
  mb: number;
}

/** A rate measured by another tool on the same machine: the reference a load row may be judged against (pgbench). */
export interface RateRow {
  target?: Target;
  kind: 'rate';
  profile: string;
  what: string;
  perSecond: number;
  latencyMs: number;
  /** The booking's own statements as a pgbench script (bench/http/booking-script.ts): the reference of `ofScript`, not of `ofReference`. */
  bookingScript?: true;
}

/** A score out of 100 (Lighthouse's performance score): not a time, so a kind of its own. */
export interface ScoreRow {
  target?: Target;
  kind: 'score';
  profile: string;
  what: string;
  score: number;
  /** Set when the run failed: `score` is then 0. */
  unfinished?: string;
}

/** Any other measured quantity with its unit (streams held, KB per stream, % of a core). */
export interface FigureRow {
  target?: Target;
  kind: 'figure';
  profile: string;
  what: string;
  value: number;
  unit: string;
}

export type Row = LoadRow | TimedRow | MemoryRow | RateRow | ScoreRow | FigureRow;

export interface Summary {
  date: string;
  machine: { cpus: number; model: string; memoryGb: number; node: string };
  scale: number;
  seconds: number;
  rows: (Row & { ratio?: number })[];
}

/** What the rate row of the booking's own statements run by pgbench says first (bench/http/booking-script.ts). */
export const BOOKING_SCRIPT = "the booking's statements as a pgbench script";

/** The yardstick's req/s of the row's profile: the first load row named YARDSTICK. */
export const YARDSTICK = 'yardstick GET /api/users/verify/';

/** Issue #24 point 0: every read a user opens, against the yardstick of its run. */
export const READ_TARGET: Target = {
  text: '≥ 80 % of the yardstick, p90 ≤ 1.5 × its p90',
  rule: { ofYardstick: 0.8, p90OfYardstick: 1.5 },
};

/** Each load row's req/s as a share of its own profile's yardstick (1 = as fast). */
export function withRatios(rows: Row[]): (Row & { ratio?: number })[] {
  const base = new Map<string, number>();
  for (const r of rows) if (r.kind === 'load' && r.what === YARDSTICK && !base.has(r.profile)) base.set(r.profile, r.perSecond);
  return rows.map((r) => {
    const y = base.get(r.profile);
    return r.kind === 'load' && y ? { ...r, ratio: r.perSecond / y } : r;
  });
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (n < 10 ? n.toFixed(1) : int(n));
const pct = (n: number) => `${Math.round(n * 100)} %`;

/** Judges every load row whose target has a rule against its profile's yardstick and reference; its text then names what was measured. */
export function judgeTargets<R extends Row>(rows: R[]): R[] {
  const first = (profile: string, test: (r: Row) => boolean) => rows.find((r) => r.profile === profile && test(r));
  return rows.map((r) => {
    const rule = r.target?.rule;
    if (r.kind !== 'load' || !rule) return r;
    const y = first(r.profile, (x) => x.kind === 'load' && x.what === YARDSTICK) as LoadRow | undefined;
    const ref = first(r.profile, (x) => x.kind === 'rate' && !x.bookingScript) as RateRow | undefined;
    const script = first(r.profile, (x) => x.kind === 'rate' && !!x.bookingScript) as RateRow | undefined;
    const checks: [boolean | undefined, string][] = [];
    if (rule.ofYardstick !== undefined)
      checks.push([y && r.perSecond >= rule.ofYardstick * y.perSecond, y ? pct(r.perSecond / y.perSecond) : 'no yardstick']);
    if (rule.p90OfYardstick !== undefined)
      checks.push([y && r.p90 <= rule.p90OfYardstick * y.p90, y ? `p90 ${(r.p90 / y.p90).toFixed(1)} ×` : '']);
    if (rule.p95OfYardstick !== undefined)
      checks.push([y && r.p95 <= rule.p95OfYardstick * y.p95, y ? `p95 ${(r.p95 / y.p95).toFixed(1)} ×` : '']);
    if (rule.ofReference !== undefined)
      checks.push([
        ref && r.perSecond >= rule.ofReference * ref.perSecond,
        ref ? `${pct(r.perSecond / ref.perSecond)} of ${ref.what}` : 'no reference',
      ]);
    if (rule.ofScript !== undefined)
      checks.push([
        script && r.perSecond >= rule.ofScript * script.perSecond,
        script ? `${pct(r.perSecond / script.perSecond)} of its statements' script` : 'no script',
      ]);
    if (rule.p99MaxMs !== undefined) checks.push([r.p99 <= rule.p99MaxMs, `p99 ${ms(r.p99)} ms`]);
    const met = checks.every(([ok]) => ok === true);
    return {
      ...r,
      target: {
        ...r.target!,
        text: `${r.target!.text} (${checks
          .map(([, t]) => t)
          .filter(Boolean)
          .join(', ')})`,
        met,
      },
    };
  });
}

/**
 * The lines that failed, each as "profile: measure: why": a load with failed answers, a step that
 * did not finish. `npm run bench` then exits 1 (.ci/run runs a small bench, issue #37): a target
 * not met is a result of the machine, not a failure.
 */
export function failedLines(rows: Row[]): string[] {
  return rows.flatMap((r) => {
    if (r.kind === 'load' && r.failures > 0) return [`${r.profile}: ${r.what}: ${r.failures} of ${r.requests} answers failed`];
    if ((r.kind === 'timed' || r.kind === 'score') && r.unfinished) return [`${r.profile}: ${r.what}: ${r.unfinished}`];
    return [];
  });
}

const verdict = (t?: Target) => (t ? `${t.text}${t.met === undefined ? '' : t.met ? ' ✓' : ' ✗'}` : '');

/** One Markdown table per kind of row, in the order of the run. */
export function formatRows(rows: (Row & { ratio?: number })[]): string {
  const load = rows.filter((r): r is LoadRow & { ratio?: number } => r.kind === 'load');
  const other = rows.filter((r): r is Exclude<Row, LoadRow> => r.kind !== 'load');
  const out: string[] = [];
  if (load.length) {
    out.push(
      '| profile | measure | conn. | requests | req/s | p50 ms | p95 ms | p99 ms | of yardstick | failures | RSS MB | CPU ms/req: server / database / load | target |',
    );
    out.push('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const r of load) {
      const ratio = r.ratio === undefined ? '' : `${Math.round(r.ratio * 100)} %`;
      const rss = r.rssMb === undefined ? '' : int(r.rssMb);
      const cpu = r.cpu ? [r.cpu.serverMs, r.cpu.databaseMs, r.cpu.loadMs].map((v) => v.toFixed(2)).join(' / ') : '';
      out.push(
        `| ${r.profile} | ${r.what} | ${r.connections} | ${int(r.requests)} | ${int(r.perSecond)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ratio} | ${r.failures} | ${rss} | ${cpu} | ${verdict(r.target)} |`,
      );
    }
  }
  if (other.length) {
    if (out.length) out.push('');
    out.push('| profile | measure | value | target |', '|---|---|---:|---|');
    const value = (r: Exclude<Row, LoadRow>) => {
      if (r.kind === 'memory') return `${int(r.mb)} MB`;
      if (r.kind === 'figure') return `${ms(r.value)} ${r.unit}`;
      if (r.kind === 'rate') return `${int(r.perSecond)}/s, ${ms(r.latencyMs)} ms average`;
      if (r.kind === 'score') return r.unfinished ? `— (${r.unfinished})` : `${int(r.score)} / 100`;
      return r.unfinished ? `> ${int(r.ms)} ms (${r.unfinished})` : `${int(r.ms)} ms`;
    };
    for (const r of other) out.push(`| ${r.profile} | ${r.what} | ${value(r)} | ${verdict(r.target)} |`);
  }
  return out.join('\n');
}
