import { ANONYMOUS_UUID } from '../../domain/privacy/anonymous.js';
import type { Queryable } from '../db/connection.js';
import type { UserRow } from '../identity/user-row.js';

// SQL of the users administration (decisions §9); a deactivation's own is deactivation-queries.ts.

export interface UsersFilter {
  /** Users whose building or building list has one of these; null for everyone. */
  buildings: string[] | null;
  /** A search key (foldSearch); null for no search. */
  q: string | null;
  foldFrom: string;
  foldTo: string;
  /**
   * USER_SORTS; null: by name, a search's best matches first (the exact user name, the exact
   * e-mail, a name word or the user name starting with it, then the rest). The user name breaks
   * ties so that pages never overlap.
   */
  sort: string | null;
  desc: boolean;
  /** null: every matching user. */
  limit: number | null;
  offset: number;
  /** true: the valid accounts; false: the deactivated ones (decisions §25), latest first unless `sort` is given. */
  valid: boolean;
}

/** The valid (or the deactivated) users but 'Anonim', retention's account, sorted (or best match first), one page (with the count of all that match); the search compares folded texts. */
export async function listUsersByState(q: Queryable, f: UsersFilter): Promise<{ total: number; rows: UserRow[] }> {
  const { rows } = await q.query<UserRow & { total: string }>(
    `SELECT *, count(*) OVER () AS total FROM users
      WHERE valid = $9 AND uuid <> $10
        AND ($1::text[] IS NULL OR building = ANY ($1) OR building_list && $1)
        AND ($2::text IS NULL
             OR strpos(translate(lower(name), $3, $4), $2) > 0
             OR strpos(translate(lower(username), $3, $4), $2) > 0
             OR strpos(translate(lower(email), $3, $4), $2) > 0)
      ORDER BY
        CASE WHEN NOT $9::boolean AND $5::text IS NULL THEN deactivated_at END DESC NULLS LAST,
        CASE WHEN $5::text IS NULL AND $2::text IS NOT NULL THEN
          CASE WHEN translate(lower(username), $3, $4) = $2 THEN 0
               WHEN translate(lower(email), $3, $4) = $2 THEN 1
               WHEN strpos(' ' || translate(lower(replace(name, '-', ' ')), $3, $4), ' ' || $2) > 0
                 OR strpos(translate(lower(username), $3, $4), $2) = 1 THEN 2
               ELSE 3 END
        END,
        CASE WHEN NOT $6::boolean THEN CASE $5::text WHEN 'email' THEN email WHEN 'username' THEN username ELSE name END END ASC,
        CASE WHEN $6::boolean THEN CASE $5::text WHEN 'email' THEN email WHEN 'username' THEN username ELSE name END END DESC,
        username
      LIMIT $7 OFFSET $8`,
    [f.buildings, f.q, f.foldFrom, f.foldTo, f.sort, f.desc, f.limit, f.offset, f.valid, ANONYMOUS_UUID],
  );
  const total = rows.length ? Number(rows[0].total) : 0;
  return { total, rows: rows.map(({ total: _t, ...r }) => r) };
}

/**
 * A user row, locked until the transaction ends. FOR NO KEY UPDATE: it orders every change of
 * the account (and desk bookings for it, which lock the person FOR UPDATE), yet lets a parking
 * request that already holds its day's lock insert a row referencing the user (a key-share
 * lock), so that deleting a user, which then locks those days, cannot deadlock with it.
 */
export async function userRowForChange(q: Queryable, uuid: string): Promise<UserRow | null> {
  // 'Anonim', retention's account (domain/privacy/anonymous.ts), is nobody's to change.
  const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE uuid = $1 AND uuid <> $2 FOR NO KEY UPDATE', [uuid, ANONYMOUS_UUID]);
  return rows[0] ?? null;
}

export type EditableUser = Pick<
  UserRow,
  | 'name'
  | 'email'
  | 'username'
  | 'phone_number'
  | 'parking_right'
  | 'main_group'
  | 'group_list'
  | 'manager_of'
  | 'building'
  | 'building_list'
  | 'admin_of'
  | 'role'
  | 'department_name'
  | 'office_floor'
  | 'office_room'
  | 'accessible_space'
>;

/** Writes every editable field (the service merged the sent ones into the locked row). */
export async function writeUser(q: Queryable, uuid: string, u: EditableUser): Promise<UserRow> {
  const { rows } = await q.query<UserRow>(
    `UPDATE users SET name = $2, email = $3, username = $4, phone_number = $5, parking_right = $6, main_group = $7,
       group_list = $8, manager_of = $9, building = $10, building_list = $11, admin_of = $12, role = $13,
       department_name = $14, office_floor = $15, office_room = $16, accessible_space = $17
     WHERE uuid = $1 RETURNING *`,
    [
      uuid,
      u.name,
      u.email,
      u.username,
      u.phone_number,
      u.parking_right,
      u.main_group,
      u.group_list,
      u.manager_of,
      u.building,
      u.building_list,
      u.admin_of,
      u.role,
      u.department_name,
      u.office_floor,
      u.office_room,
      u.accessible_space,
    ],
  );
  return rows[0];
}

/** A password the owner did not choose: the account is unconfirmed until they change it. */
export async function setUnconfirmedPassword(q: Queryable, uuid: string, passwordHash: string): Promise<UserRow> {
  const { rows } = await q.query<UserRow>('UPDATE users SET password_hash = $2, confirmed = false WHERE uuid = $1 RETURNING *', [
    uuid,
    passwordHash,
  ]);
  return rows[0];
}

/** The ids of every group, kept from being removed until the transaction ends (accounts that name them are being written). */
export async function groupIdsForShare(q: Queryable): Promise<Set<string>> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM groups FOR SHARE');
  return new Set(rows.map((g) => g.id));
}

/** Every group's id and name: an uploaded users list names its groups (accounts do not read groups/). */
export async function groupNames(q: Queryable): Promise<{ id: string; name: string }[]> {
  const { rows } = await q.query<{ id: string; name: string }>('SELECT id, name FROM groups ORDER BY name');
  return rows;
}
