import type { Queryable } from '../db/connection.js';
import type { ScimUserRow } from './presenter.js';

// SQL of SCIM's Users (decisions §25). SCIM sees every account, whoever made it, but those the
// provider deleted (scim_deleted: 404 to SCIM, RFC 7644 §3.6).

const COLUMNS = 'uuid, username, name, email, valid, external_id, created_at, deactivated_at';

/** A password hash no password matches (argon2 refuses it): SCIM's accounts sign in with the company's account, or after a reset. */
export const NO_PASSWORD = '!scim';

/** The attribute a list's filter compares (filter.ts), or null for every user. */
export type UserFilter = { attr: 'userName' | 'externalId' | 'email' | 'id'; value: string } | null;

export async function scimUser(q: Queryable, uuid: string): Promise<ScimUserRow | null> {
  const { rows } = await q.query<ScimUserRow>(`SELECT ${COLUMNS} FROM users WHERE uuid = $1 AND NOT scim_deleted`, [uuid]);
  return rows[0] ?? null;
}

/** One page of the users a filter matches, oldest first (a stable order for startIndex), with the count of all. */
export async function scimUsers(
  q: Queryable,
  f: UserFilter,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: ScimUserRow[] }> {
  const { rows } = await q.query<ScimUserRow & { total: string }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM users
      WHERE NOT scim_deleted
        AND CASE $1::text
              WHEN 'userName' THEN lower(username) = lower($2)
              WHEN 'email' THEN lower(email) = lower($2)
              WHEN 'externalId' THEN external_id = $2
              WHEN 'id' THEN uuid::text = lower($2)
              ELSE true END
      ORDER BY created_at, uuid
      LIMIT $3 OFFSET $4`,
    [f?.attr ?? null, f?.value ?? null, limit, offset],
  );
  // A page past the end, or of no rows (count=0), still says how many match.
  if (!rows.length && (offset > 0 || limit === 0)) return { total: (await scimUsers(q, f, 0, 1)).total, rows: [] };
  return { total: rows.length ? Number(rows[0].total) : 0, rows: rows.map(({ total: _t, ...r }) => r) };
}

/** The account that holds a user name, the deleted ones too (a POST of a deleted person revives it). */
export async function accountByUsername(q: Queryable, username: string): Promise<{ uuid: string; scim_deleted: boolean } | null> {
  const { rows } = await q.query<{ uuid: string; scim_deleted: boolean }>(
    'SELECT uuid, scim_deleted FROM users WHERE lower(username) = lower($1)',
    [username],
  );
  return rows[0] ?? null;
}

export interface NewScimUser {
  uuid: string;
  username: string;
  name: string;
  email: string;
  externalId: string | null;
  valid: boolean;
  building: string;
  now: Date;
}

/** A new account of role user, with no usable password and no groups (only a mapped SCIM group gives one). */
export async function insertScimUser(q: Queryable, u: NewScimUser): Promise<void> {
  await q.query(
    `INSERT INTO users (uuid, username, name, email, password_hash, role, building, confirmed, valid, deactivated_at, external_id, created_at)
     VALUES ($1, $2, $3, $4, $5, 'user', $6, false, $7, CASE WHEN $7 THEN NULL ELSE $8::timestamptz END, $9, $8)`,
    [u.uuid, u.username, u.name, u.email, NO_PASSWORD, u.building, u.valid, u.now, u.externalId],
  );
}

export async function updateScimUser(
  q: Queryable,
  uuid: string,
  f: { username: string; name: string; email: string; externalId: string | null },
): Promise<void> {
  await q.query('UPDATE users SET username = $2, name = $3, email = $4, external_id = $5 WHERE uuid = $1', [
    uuid,
    f.username,
    f.name,
    f.email,
    f.externalId,
  ]);
}

/** The provider deleted the account (after its deactivation): SCIM answers 404 for it from now on. */
export async function markScimDeleted(q: Queryable, uuid: string): Promise<void> {
  await q.query('UPDATE users SET scim_deleted = true WHERE uuid = $1', [uuid]);
}

/** The SCIM groups a user is a member of (the User resource's read-only groups). */
export async function scimGroupsOfUser(q: Queryable, uuid: string): Promise<{ id: string; display_name: string }[]> {
  const { rows } = await q.query<{ id: string; display_name: string }>(
    `SELECT g.id, g.display_name FROM scim_group_members m JOIN scim_groups g ON g.id = m.group_id
      WHERE m.user_uuid = $1 ORDER BY lower(g.display_name)`,
    [uuid],
  );
  return rows;
}
