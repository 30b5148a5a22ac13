import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDailyAt } from '../../domain/time.js';
import { openPostgres, type Db } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { freshDb } from '../test/db.js';
import { TestClock } from './clock.js';
import { Scheduler, type JobDef } from './scheduler.js';

let db: Db;
let second: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDb();
  db = fresh.db;
  drop = fresh.drop;
  await migrate(db);
  // On PostgreSQL the second scheduler gets its own connection pool, as a second process would.
  second = fresh.url ? await openPostgres(fresh.url) : db;
  await db.query('CREATE TABLE job_log (job text NOT NULL, due_at timestamptz NOT NULL, seq serial)');
});
afterAll(async () => {
  if (second !== db) await second.close();
  await drop();
});

/** A job that logs every run (without a unique key, so a double run would show) and takes a little time. */
function loggingJob(name: string, hour: number): JobDef {
  return {
    name,
    nextDue: async (after) => nextDailyAt(after, hour),
    async run({ tx, dueAt }) {
      await tx.query('INSERT INTO job_log (job, due_at) VALUES ($1, $2)', [name, dueAt]);
      await tx.query('SELECT pg_sleep(0.01)');
    },
  };
}

const runsOf = async (job: string) =>
  (await db.query<{ due_at: Date }>('SELECT due_at FROM job_log WHERE job = $1 ORDER BY seq', [job])).rows.map((r) =>
    r.due_at.toISOString(),
  );

describe('scheduler', () => {
  it('runs each due time exactly once when two schedulers share the database', async () => {
    const clock = new TestClock(new Date('2026-03-02T10:00:00Z'));
    const job = loggingJob('twice', 9);
    const a = new Scheduler(db, clock, [job]);
    const b = new Scheduler(second, clock, [job]);
    await a.register();
    await b.register();
    const later = new Date('2026-03-07T10:00:00Z');
    await Promise.all([a.runDue(later), b.runDue(later), a.runDue(later), b.runDue(later)]);
    // 09:00 Bucharest is 07:00 UTC in winter; due 3, 4, 5, 6 and 7 March.
    expect(await runsOf('twice')).toEqual(
      ['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07'].map((d) => `${d}T07:00:00.000Z`),
    );
    // Each scheduler counts the runs it made; a due time the other had claimed is no run of its own.
    expect(a.counts.get('twice')!.runs + b.counts.get('twice')!.runs).toBe(5);
  });

  it('catches up after downtime, oldest first and interleaved across jobs', async () => {
    const clock = new TestClock(new Date('2026-03-27T12:00:00Z'));
    const early = loggingJob('early', 6);
    const late = loggingJob('late', 20);
    const s = new Scheduler(db, clock, [late, early]);
    await s.register();
    // Nothing ran while the server was down over the DST change (29 March); then it comes back.
    const ran = await s.runDue(new Date('2026-03-30T12:00:00Z'));
    expect(ran.map((r) => `${r.job}@${r.dueAt.toISOString()}`)).toEqual([
      'late@2026-03-27T18:00:00.000Z',
      'early@2026-03-28T04:00:00.000Z',
      'late@2026-03-28T18:00:00.000Z',
      'early@2026-03-29T03:00:00.000Z',
      'late@2026-03-29T17:00:00.000Z',
      'early@2026-03-30T03:00:00.000Z',
    ]);
    expect(await s.runDue(new Date('2026-03-30T12:00:00Z'))).toEqual([]);
  });

  it('does not replay history before a job was first scheduled', async () => {
    const clock = new TestClock(new Date('2026-05-05T12:00:00Z'));
    const s = new Scheduler(db, clock, [loggingJob('fresh', 6)]);
    await s.register();
    expect(await s.runDue()).toEqual([]);
  });

  it('rolls the claim back when a job fails, so the due time is retried', async () => {
    const clock = new TestClock(new Date('2026-06-01T12:00:00Z'));
    let fail = true;
    const flaky: JobDef = {
      name: 'flaky',
      nextDue: async (after) => nextDailyAt(after, 6),
      async run({ tx, dueAt }) {
        await tx.query('INSERT INTO job_log (job, due_at) VALUES ($1, $2)', ['flaky', dueAt]);
        if (fail) throw new Error('boom');
      },
    };
    const s = new Scheduler(db, clock, [flaky]);
    await s.register();
    await expect(s.runDue(new Date('2026-06-02T12:00:00Z'))).rejects.toThrow('boom');
    expect(await runsOf('flaky')).toEqual([]);
    fail = false;
    await s.runDue(new Date('2026-06-02T12:00:00Z'));
    expect(await runsOf('flaky')).toEqual(['2026-06-02T03:00:00.000Z']);
  });

  it('runs the other jobs when one keeps failing, and still reports the failure', async () => {
    const clock = new TestClock(new Date('2026-07-01T12:00:00Z'));
    const broken: JobDef = {
      name: 'broken',
      nextDue: async (after) => nextDailyAt(after, 5),
      async run() {
        throw new Error('always');
      },
    };
    const s = new Scheduler(db, clock, [broken, loggingJob('healthy', 7)]);
    await s.register();
    await expect(s.runDue(new Date('2026-07-03T12:00:00Z'))).rejects.toThrow('always');
    expect(await runsOf('healthy')).toEqual(['2026-07-02T04:00:00.000Z', '2026-07-03T04:00:00.000Z']);
    // What GET /metrics tells: runs started, and those that failed.
    expect(Object.fromEntries(s.counts)).toEqual({ broken: { runs: 1, failures: 1 }, healthy: { runs: 2, failures: 0 } });
  });

  it('stops at shutdown only once the run under way has committed, and starts no other', async () => {
    const clock = new TestClock(new Date('2026-08-03T12:00:00Z'));
    let entered!: () => void;
    const running = new Promise<void>((r) => (entered = r));
    let finish!: () => void;
    const gate = new Promise<void>((r) => (finish = r));
    const slow: JobDef = {
      name: 'slow',
      nextDue: async (after) => nextDailyAt(after, 6),
      async run({ tx, dueAt }) {
        await tx.query('INSERT INTO job_log (job, due_at) VALUES ($1, $2)', ['slow', dueAt]);
        entered();
        await gate;
      },
    };
    const s = new Scheduler(db, clock, [slow]);
    await s.register();
    // Three due times (4, 5 and 6 August); shutdown comes during the first one's run.
    const pass = s.runDue(new Date('2026-08-06T12:00:00Z'));
    await running;
    let stopped = false;
    const stopping = s.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect((await pass).map((r) => r.dueAt.toISOString())).toEqual(['2026-08-04T03:00:00.000Z']);
    expect(await runsOf('slow')).toEqual(['2026-08-04T03:00:00.000Z']);
    // Stopped, it runs nothing more; the due times left are the next start's (or another process's).
    expect(await s.runDue(new Date('2026-08-06T12:00:00Z'))).toEqual([]);
    expect(await runsOf('slow')).toEqual(['2026-08-04T03:00:00.000Z']);
  });
});
