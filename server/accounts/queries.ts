import type { Queryable } from '../db/connection.js';
import type { UserRow } from '../identity/user-row.js';

// SQL of the users table.

export async function userByUsername(q: Queryable, username: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE lower(username) = lower($1)', [username]);
  return rows[0] ?? null;
}

/** A user row, locked until the end of the transaction. */
export async function userForUpdate(q: Queryable, uuid: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE uuid = $1 FOR UPDATE', [uuid]);
  return rows[0] ?? null;
}

/** The account named `key` (lower-cased), deactivated or not: sign-in tells a deactivated one apart (decisions §25). */
export async function userByLoginName(q: Queryable, key: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE lower(username) = $1', [key]);
  return rows[0] ?? null;
}

/** The valid user whose lower-cased e-mail address is `key`, locked until the end of the transaction. */
export async function validUserByEmailForUpdate(q: Queryable, key: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE lower(email) = $1 AND valid FOR UPDATE', [key]);
  return rows[0] ?? null;
}

/** The valid people whose main group or group list holds the group, by name. */
export async function validUsersOfGroup(q: Queryable, groupId: string): Promise<UserRow[]> {
  const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE valid AND (main_group = $1 OR $1 = ANY (group_list)) ORDER BY name', [
    groupId,
  ]);
  return rows;
}

/** Sets a new password hash; a password the person chose confirms the account. */
export async function setPassword(q: Queryable, uuid: string, passwordHash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2, confirmed = true WHERE uuid = $1', [uuid, passwordHash]);
}

export interface NewUser {
  uuid: string;
  username: string;
  name: string;
  email: string;
  passwordHash: string;
  role: UserRow['role'];
  mainGroup: string | null;
  groupList: string[];
  managerOf: string[];
  building: string;
  buildingList: string[];
  adminOf: string[];
  manager: string | null;
  director: string | null;
  parkingRight: boolean;
  phoneNumber: string | null;
  departmentName: string | null;
  /** Tower accounts (registerTurn) also carry these; others start without. */
  graded?: boolean;
  officeFloor?: string | null;
  officeRoom?: string | null;
}

/** A new, unconfirmed account (its password was not chosen by its owner). */
export async function insertUser(q: Queryable, u: NewUser): Promise<void> {
  await q.query(
    `INSERT INTO users (uuid, username, name, email, password_hash, role, main_group, group_list, manager_of,
       building, building_list, admin_of, manager, director, parking_right, confirmed, phone_number, department_name,
       graded, office_floor, office_room)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,false,$16,$17,$18,$19,$20)`,
    [
      u.uuid,
      u.username,
      u.name,
      u.email,
      u.passwordHash,
      u.role,
      u.mainGroup,
      u.groupList,
      u.managerOf,
      u.building,
      u.buildingList,
      u.adminOf,
      u.manager,
      u.director,
      u.parkingRight,
      u.phoneNumber,
      u.departmentName,
      u.graded ?? false,
      u.officeFloor ?? null,
      u.officeRoom ?? null,
    ],
  );
}
