import type { Language } from '../../domain/languages.js';
import type { UserRow } from '../identity/user-row.js';
import type { Queryable } from '../db/connection.js';

// SQL of the account screen's edits (tower §2, §5; the language, decisions §22): one statement per field, each answering the user's row.

export async function setPhoneNumber(q: Queryable, uuid: string, phone: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>('UPDATE users SET phone_number = $2 WHERE uuid = $1 RETURNING *', [uuid, phone]);
  return rows[0] ?? null;
}

export async function setDepartmentName(q: Queryable, uuid: string, name: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>('UPDATE users SET department_name = $2 WHERE uuid = $1 RETURNING *', [uuid, name]);
  return rows[0] ?? null;
}

/** The room and the floor, each kept when not given. */
export async function setOfficeRoom(q: Queryable, uuid: string, room: string | null, floor: string | null): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    'UPDATE users SET office_room = COALESCE($2, office_room), office_floor = COALESCE($3, office_floor) WHERE uuid = $1 RETURNING *',
    [uuid, room, floor],
  );
  return rows[0] ?? null;
}

/** The person's language (decisions §22). */
export async function setLanguage(q: Queryable, uuid: string, language: Language): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>('UPDATE users SET language = $2 WHERE uuid = $1 RETURNING *', [uuid, language]);
  return rows[0] ?? null;
}
