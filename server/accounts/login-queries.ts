import type { Queryable } from '../db/connection.js';

// SQL of login throttling: failed attempts per lower-cased user name (login_failures).

/** Serialises the attempts of one user name until the end of the transaction (PostgreSQL only). */
export async function lockLoginName(q: Queryable, lock: number, key: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [lock, key]);
}

export async function countLoginFailures(q: Queryable, key: string, since: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM login_failures WHERE username = $1 AND at > $2', [key, since]);
  return rows[0]?.n ?? 0;
}

export async function insertLoginFailure(q: Queryable, key: string, at: Date): Promise<void> {
  await q.query('INSERT INTO login_failures (username, at) VALUES ($1, $2)', [key, at]);
}

export async function deleteLoginFailures(q: Queryable, key: string): Promise<void> {
  await q.query('DELETE FROM login_failures WHERE username = $1', [key]);
}

/** Failures older than a day before `at` (the nightly clean-up). */
export async function deleteOldLoginFailures(q: Queryable, at: Date): Promise<void> {
  await q.query("DELETE FROM login_failures WHERE at < $1::timestamptz - interval '1 day'", [at]);
}
