import type { TokenScope } from '../../domain/tokens/scopes.js';
import { prepared, type Queryable } from '../db/connection.js';
import { USER_COLUMNS, type UserRow } from './user-row.js';

// SQL of personal API tokens (migration 029): only hashes of the tokens are stored.

export interface TokenRow {
  id: string;
  user_uuid: string;
  name: string;
  scopes: TokenScope[];
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
}
const TOKEN_COLUMNS = 'id, user_uuid, name, scopes, created_at, expires_at, last_used_at';

/** A token's valid owner and its scopes. */
export type TokenUser = UserRow & { token_scopes: TokenScope[] };

const U_USER_COLUMNS = USER_COLUMNS.map((c) => `u.${c}`).join(', ');
// Every call of a script runs it: prepared. The use is written when the last one is a minute old or more.
const TOKEN_USER = prepared(
  `WITH t AS (SELECT id, user_uuid, scopes, last_used_at FROM api_tokens WHERE token_hash = $1 AND expires_at > $2),
        used AS (UPDATE api_tokens a SET last_used_at = $2 FROM t
                  WHERE a.id = t.id AND (t.last_used_at IS NULL OR t.last_used_at <= $2 - interval '1 minute') RETURNING a.id)
   SELECT ${U_USER_COLUMNS}, t.scopes AS token_scopes, (SELECT count(*) FROM used) AS used
     FROM t JOIN users u ON u.uuid = t.user_uuid WHERE u.valid`,
);

/** The valid owner of the token that hashes to `hash` and has not expired at `now`, its use noted. */
export async function tokenUser(q: Queryable, hash: string, now: Date): Promise<TokenUser | null> {
  const { rows } = await q.query<TokenUser>(TOKEN_USER, [hash, now]);
  return rows[0] ?? null;
}

export async function insertToken(q: Queryable, t: Omit<TokenRow, 'last_used_at'> & { token_hash: string }): Promise<TokenRow> {
  const { rows } = await q.query<TokenRow>(
    `INSERT INTO api_tokens (id, user_uuid, name, scopes, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${TOKEN_COLUMNS}`,
    [t.id, t.user_uuid, t.name, t.scopes, t.token_hash, t.created_at, t.expires_at],
  );
  return rows[0];
}

/** A person's tokens, newest first. */
export async function tokensOf(q: Queryable, userUuid: string): Promise<TokenRow[]> {
  const { rows } = await q.query<TokenRow>(`SELECT ${TOKEN_COLUMNS} FROM api_tokens WHERE user_uuid = $1 ORDER BY created_at DESC, id`, [
    userUuid,
  ]);
  return rows;
}

/** How many of a person's tokens are live at `now`, counted with their row locked (two creations at once count each other). */
export async function liveTokenCount(q: Queryable, userUuid: string, now: Date): Promise<number> {
  await q.query('SELECT 1 FROM users WHERE uuid = $1 FOR UPDATE', [userUuid]);
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM api_tokens WHERE user_uuid = $1 AND expires_at > $2', [
    userUuid,
    now,
  ]);
  return rows[0].n;
}

export type OwnedTokenRow = TokenRow & {
  owner_username: string;
  owner_name: string;
  owner_building: string;
  owner_building_list: string[];
};
const OWNED = `SELECT t.id, t.user_uuid, t.name, t.scopes, t.created_at, t.expires_at, t.last_used_at,
                      u.username AS owner_username, u.name AS owner_name, u.building AS owner_building, u.building_list AS owner_building_list
                 FROM api_tokens t JOIN users u ON u.uuid = t.user_uuid`;

/** The tokens of the valid people who may enter one of `buildings`, newest first. */
export async function tokensOfBuildings(q: Queryable, buildings: string[]): Promise<OwnedTokenRow[]> {
  const { rows } = await q.query<OwnedTokenRow>(
    `${OWNED} WHERE u.valid AND (u.building = ANY($1::text[]) OR u.building_list && $1::text[]) ORDER BY t.created_at DESC, t.id`,
    [buildings],
  );
  return rows;
}

/** A token with its owner, or null. */
export async function ownedToken(q: Queryable, id: string): Promise<OwnedTokenRow | null> {
  const { rows } = await q.query<OwnedTokenRow>(`${OWNED} WHERE t.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function deleteToken(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM api_tokens WHERE id = $1', [id]);
}

/** Every token of a person (a new password, an administrator's random password, the account's deletion). */
export async function deleteTokensOf(q: Queryable, userUuid: string): Promise<void> {
  await q.query('DELETE FROM api_tokens WHERE user_uuid = $1', [userUuid]);
}
