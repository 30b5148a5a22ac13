import type { Queryable } from '../db/connection.js';
import type { UserRow } from './user-row.js';

// The read of a user row that every area makes (the occupant of a desk, the booker of a room);
// the reads of logging in and of the users' admin are accounts/queries.ts's.

export async function userByUuid(q: Queryable, uuid: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE uuid = $1', [uuid]);
  return rows[0] ?? null;
}

/** Users by their ids, in the order of their user names (a bulk change's, told to the webhooks). */
export async function usersByUuids(q: Queryable, uuids: string[]): Promise<UserRow[]> {
  const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE uuid = ANY($1::uuid[]) ORDER BY username', [uuids]);
  return rows;
}

/**
 * Whether the account is still active, its row held until the transaction ends: FOR SHARE, which a
 * deactivation's FOR NO KEY UPDATE waits for (and the reverse), or FOR UPDATE for the caller that
 * also counts the person's bookings one at a time. Taken before any day's or room's lock, in the
 * order a deactivation takes them (decisions §25).
 */
export async function holdAccount(q: Queryable, uuid: string, mode: 'share' | 'update'): Promise<boolean> {
  const sql = mode === 'share' ? 'SELECT valid FROM users WHERE uuid = $1 FOR SHARE' : 'SELECT valid FROM users WHERE uuid = $1 FOR UPDATE';
  const { rows } = await q.query<{ valid: boolean }>(sql, [uuid]);
  return rows[0]?.valid ?? false;
}

/** holdAccount for many people at once, FOR SHARE in uuid order (so that two such holds never deadlock); answers the active ones. */
export async function holdAccounts(q: Queryable, uuids: string[]): Promise<Set<string>> {
  if (!uuids.length) return new Set();
  const { rows } = await q.query<{ uuid: string; valid: boolean }>(
    'SELECT uuid::text AS uuid, valid FROM users WHERE uuid = ANY($1::uuid[]) ORDER BY uuid FOR SHARE',
    [uuids],
  );
  return new Set(rows.filter((r) => r.valid).map((r) => r.uuid));
}
