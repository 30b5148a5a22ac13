import type { Db, Queryable } from '../db/connection.js';
import { UNIQUE_VIOLATION, sqlState } from '../db/connection.js';
import type { Clock } from './clock.js';
import { claimRun, lastDueOf, registerJob } from './queries.js';

export interface JobContext {
  tx: Queryable;
  dueAt: Date;
  /** The clock's time as the job runs; later than dueAt when catching up. */
  now: Date;
  /** Work to run once the job's claim is committed, outside its transaction (the work pattern's bookings). A worker's kick needs none: it waits for the commit itself. */
  afterCommit(fn: () => Promise<void>): void;
}
export interface JobDef {
  name: string;
  /** The first due time strictly after `after` (may read settings). */
  nextDue(after: Date, q: Queryable): Promise<Date>;
  run(job: JobContext): Promise<void>;
}
export interface JobRun {
  job: string;
  dueAt: Date;
}
/** What one process did with a job since it started (GET /metrics): runs started, and those of them that failed. */
export interface JobCounts {
  runs: number;
  failures: number;
}

const MAX_CATCH_UP = 400;

/**
 * Runs every job exactly once per due time across all processes sharing the database:
 * a due time is claimed by inserting (job, due_at) in the same transaction as the job's
 * work, so a second process blocks on the key and then finds the claim taken, and a
 * crash rolls the claim back for another process to take. Due times missed while no
 * process ran are caught up, oldest first.
 */
export class Scheduler {
  private timer?: NodeJS.Timeout;
  private running: Promise<JobRun[]> = Promise.resolve([]);
  /** Each job's runs in this process, every job listed from the start (at 0). */
  readonly counts: ReadonlyMap<string, JobCounts>;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly jobs: JobDef[],
    private readonly log: (msg: string, err?: unknown) => void = () => undefined,
  ) {
    this.counts = new Map(jobs.map((j) => [j.name, { runs: 0, failures: 0 }]));
  }

  /** Records when each job started being scheduled, so the first start does not replay history (boot passes its start-up transaction). */
  async register(q: Queryable = this.db): Promise<void> {
    const now = this.clock.now();
    for (const j of this.jobs) {
      await registerJob(q, j.name, now);
    }
  }

  start(intervalMs = 30_000): void {
    this.timer = setInterval(() => void this.runDue().catch((e) => this.log('scheduler tick failed', e)), intervalMs);
    this.timer.unref();
  }

  /**
   * Starts no more runs and resolves once the one under way has committed or rolled back (its claim
   * then released for another process or the next start): at shutdown, before the database closes.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running.catch(() => undefined);
  }

  /**
   * Runs, in due order, every job time that has fallen due; one pass at a time per process. A pass
   * that fails (the database gone) loses nothing: due times are read from the database, and the
   * next pass runs what is still unclaimed.
   */
  runDue(now: Date = this.clock.now()): Promise<JobRun[]> {
    if (this.stopped) return Promise.resolve([]);
    const next = this.running.catch(() => []).then(() => this.pass(now));
    this.running = next;
    return next;
  }

  private async pass(now: Date): Promise<JobRun[]> {
    const ran: JobRun[] = [];
    // A job that fails waits for the next pass; it must not hold up the other jobs.
    const failed = new Set<string>();
    let firstError: unknown = null;
    // Due times are recomputed after each run: a job may change what the next one sees.
    for (let i = 0; i < MAX_CATCH_UP * this.jobs.length && !this.stopped; i++) {
      const due = await this.earliestDue(now, failed);
      if (!due || this.stopped) break;
      try {
        if (await this.claimAndRun(due.job, due.dueAt)) ran.push({ job: due.job.name, dueAt: due.dueAt });
      } catch (e) {
        failed.add(due.job.name);
        firstError ??= e;
      }
    }
    if (firstError) throw firstError;
    return ran;
  }

  private async earliestDue(now: Date, skip: Set<string>): Promise<{ job: JobDef; dueAt: Date } | null> {
    let best: { job: JobDef; dueAt: Date } | null = null;
    for (const job of this.jobs) {
      if (skip.has(job.name)) continue;
      const last = (await lastDueOf(this.db, job.name)) ?? now;
      const dueAt = await job.nextDue(new Date(last), this.db);
      if (dueAt.getTime() <= now.getTime() && (!best || dueAt < best.dueAt)) best = { job, dueAt };
    }
    return best;
  }

  private async claimAndRun(job: JobDef, dueAt: Date): Promise<boolean> {
    const after: (() => Promise<void>)[] = [];
    let claimed = false;
    try {
      await this.db.transaction(async (tx) => {
        if (!(await claimRun(tx, job.name, dueAt, this.clock.now()))) return; // another process has it
        claimed = true;
        await job.run({ tx, dueAt, now: this.clock.now(), afterCommit: (fn) => after.push(fn) });
      });
    } catch (e) {
      if (sqlState(e) === UNIQUE_VIOLATION) return false;
      this.tally(job.name, true);
      this.log(`job ${job.name} at ${dueAt.toISOString()} failed`, e);
      throw e;
    }
    if (claimed) this.tally(job.name, false);
    for (const fn of after) await fn().catch((e) => this.log(`after-commit of ${job.name} failed`, e));
    return claimed;
  }

  private tally(job: string, failed: boolean): void {
    const c = this.counts.get(job);
    if (!c) return;
    c.runs++;
    if (failed) c.failures++;
  }
}
