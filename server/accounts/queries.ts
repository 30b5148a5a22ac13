import type { Queryable } from '../db/connection.js';
import type { UserRow } from './presenter.js';

export async function userByUsername(q: Queryable, username: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE lower(username) = lower($1)', [username]);
  return rows[0] ?? null;
}

export async function userByUuid(q: Queryable, uuid: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE uuid = $1', [uuid]);
  return rows[0] ?? null;
}
