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
