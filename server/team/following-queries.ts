import type { Queryable } from '../db/connection.js';

// SQL of the colleagues a person follows (migration 024_following).

/** An account as whom one may follow: its name and what decides whether it may enter building 1. */
export interface FollowedRow {
  uuid: string;
  name: string;
  role: 'user' | 'manager' | 'admin';
  building: string;
  building_list: string[];
  admin_of: string[];
}

const COLUMNS = 'u.uuid, u.name, u.role, u.building, u.building_list, u.admin_of';

/** The valid accounts the person follows (a deleted account keeps its row, invalid: it is left out). */
export async function followedBy(q: Queryable, uuid: string): Promise<FollowedRow[]> {
  const { rows } = await q.query<FollowedRow>(
    `SELECT ${COLUMNS} FROM following f JOIN users u ON u.uuid = f.follows WHERE f.uuid = $1 AND u.valid`,
    [uuid],
  );
  return rows;
}

/** The valid accounts among these uuids. */
export async function validAccounts(q: Queryable, uuids: string[]): Promise<FollowedRow[]> {
  const { rows } = await q.query<FollowedRow>(`SELECT ${COLUMNS} FROM users u WHERE u.uuid = ANY ($1::uuid[]) AND u.valid`, [uuids]);
  return rows;
}

/**
 * Holds the person's list until the transaction ends: two saves of one person, one after the other,
 * never a mix of both. NO KEY UPDATE: the foreign keys' checks of other people's rows are not kept waiting.
 */
export async function lockFollower(q: Queryable, uuid: string): Promise<void> {
  await q.query('SELECT 1 FROM users WHERE uuid = $1 FOR NO KEY UPDATE', [uuid]);
}

/** The list becomes exactly `follows`: the others go, the new ones come in from `since`, those kept keep theirs. */
export async function replaceFollowing(q: Queryable, uuid: string, follows: string[], since: Date): Promise<void> {
  await q.query('DELETE FROM following WHERE uuid = $1 AND NOT (follows = ANY ($2::uuid[]))', [uuid, follows]);
  await q.query(
    `INSERT INTO following (uuid, follows, since) SELECT $1, x, $3 FROM unnest($2::uuid[]) AS x
     ON CONFLICT (uuid, follows) DO NOTHING`,
    [uuid, follows, since],
  );
}
