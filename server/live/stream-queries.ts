import type { HeldStream } from '../../domain/live-caps.js';
import type { ReplacedEvent } from '../../domain/schemas/live.js';
import type { Queryable } from '../db/connection.js';

// The live streams of every process (migration 028): written as they open and close.

/** Forgets these streams, and every stream whose process has not renewed it for two minutes (it died). */
export async function forgetStreams(q: Queryable, ids: string[]): Promise<void> {
  await q.query(`DELETE FROM live_streams WHERE id = ANY ($1::uuid[]) OR seen_at < clock_timestamp() - interval '2 minutes'`, [ids]);
}

export async function insertStream(q: Queryable, id: string, groups: string[]): Promise<void> {
  await q.query('INSERT INTO live_streams (id, groups) VALUES ($1, $2)', [id, groups]);
}

/** The streams that share a count with `groups`, oldest first. */
export async function streamsSharing(q: Queryable, groups: string[]): Promise<HeldStream[]> {
  const { rows } = await q.query<HeldStream>('SELECT id, groups FROM live_streams WHERE groups && $1::text[] ORDER BY seq', [groups]);
  return rows;
}

/** Forgets these streams and tells their processes (any, this one too) on `channel` to close them, each with the cap it passed: `id per max`. */
export async function closeStreams(q: Queryable, streams: (HeldStream & ReplacedEvent)[], channel: string): Promise<void> {
  await q.query(
    `WITH gone AS (DELETE FROM live_streams WHERE id = ANY ($1::uuid[]) RETURNING id)
     SELECT pg_notify($4, c.id || ' ' || c.per || ' ' || c.max)
       FROM unnest($1::uuid[], $2::text[], $3::int[]) AS c (id, per, max) JOIN gone USING (id)`,
    [streams.map((s) => s.id), streams.map((s) => s.per), streams.map((s) => s.max), channel],
  );
}

/** Renews the streams this process still holds. */
export async function renewStreams(q: Queryable, ids: string[]): Promise<void> {
  await q.query('UPDATE live_streams SET seen_at = clock_timestamp() WHERE id = ANY ($1::uuid[])', [ids]);
}
