import type { Queryable } from '../db/connection.js';

// SQL of the scheduler's claims (job_cursors, job_runs).

export async function registerJob(q: Queryable, job: string, since: Date): Promise<void> {
  await q.query('INSERT INTO job_cursors (job, since) VALUES ($1, $2) ON CONFLICT (job) DO NOTHING', [job, since]);
}

/** The later of when the job was first scheduled and the last due time it ran for. */
export async function lastDueOf(q: Queryable, job: string): Promise<Date | null> {
  const { rows } = await q.query<{ last: Date | null }>(
    `SELECT GREATEST((SELECT since FROM job_cursors WHERE job = $1),
                     (SELECT max(due_at) FROM job_runs WHERE job = $1)) AS last`,
    [job],
  );
  return rows[0]?.last ?? null;
}

/** Claims a due time; false when another process holds it. */
export async function claimRun(q: Queryable, job: string, dueAt: Date, ranAt: Date): Promise<boolean> {
  const r = await q.query('INSERT INTO job_runs (job, due_at, ran_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING job', [
    job,
    dueAt,
    ranAt,
  ]);
  return r.rows.length > 0;
}
