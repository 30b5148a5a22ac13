import { prepared, type Queryable } from '../db/connection.js';
import { USER_COLUMNS, type UserRow } from './user-row.js';

// SQL of sessions: only hashes of their tokens are stored.

export async function insertSession(q: Queryable, tokenHash: string, userUuid: string, createdAt: Date, expiresAt: Date): Promise<void> {
  await q.query('INSERT INTO sessions (token_hash, user_uuid, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    tokenHash,
    userUuid,
    createdAt,
    expiresAt,
  ]);
}

/** A session's valid user, with the session's expiry (a string when read as JSON). */
export type SessionUser = UserRow & { expires_at: Date | string };

/**
 * The valid user of the session whose token hashes to $1 and that has not expired at $2, with
 * the session's expiry: also read beside a day's version in one statement (versions/queries.ts).
 */
const U_USER_COLUMNS = USER_COLUMNS.map((c) => `u.${c}`).join(', ');
export const SESSION_USER_SELECT = `SELECT ${U_USER_COLUMNS}, s.expires_at FROM sessions s JOIN users u ON u.uuid = s.user_uuid
   WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.valid`;

// Every request with a token runs it: prepared.
const SESSION_USER = prepared(SESSION_USER_SELECT);

/** The valid user of a session that has not expired at `now`, with the session's expiry. */
export async function sessionUser(q: Queryable, tokenHash: string, now: Date): Promise<SessionUser | null> {
  const { rows } = await q.query<SessionUser>(SESSION_USER, [tokenHash, now]);
  return rows[0] ?? null;
}

/** Of these token hashes, the ones still a session of a valid user at `now` (the live streams' recheck). */
export async function liveSessionHashes(q: Queryable, tokenHashes: string[], now: Date): Promise<Set<string>> {
  const { rows } = await q.query<{ token_hash: string }>(
    `SELECT s.token_hash FROM sessions s JOIN users u ON u.uuid = s.user_uuid
      WHERE s.token_hash = ANY($1::text[]) AND s.expires_at > $2 AND u.valid`,
    [tokenHashes, now],
  );
  return new Set(rows.map((r) => r.token_hash));
}

export async function setSessionExpiry(q: Queryable, tokenHash: string, expiresAt: Date): Promise<void> {
  await q.query('UPDATE sessions SET expires_at = $2 WHERE token_hash = $1', [tokenHash, expiresAt]);
}

export async function deleteSession(q: Queryable, tokenHash: string): Promise<void> {
  await q.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

export async function deleteSessionsOf(q: Queryable, userUuid: string): Promise<void> {
  await q.query('DELETE FROM sessions WHERE user_uuid = $1', [userUuid]);
}

export async function deleteExpiredSessions(q: Queryable, at: Date): Promise<void> {
  await q.query('DELETE FROM sessions WHERE expires_at < $1', [at]);
}
