import type { Queryable } from '../db/connection.js';
import type { UserRow } from './presenter.js';
import { hashToken, newToken } from './tokens.js';

const DAY_MS = 86_400_000;

export async function createSession(q: Queryable, userUuid: string, now: Date, days: number): Promise<string> {
  const { token, hash } = newToken();
  await q.query('INSERT INTO sessions (token_hash, user_uuid, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    hash,
    userUuid,
    now,
    new Date(now.getTime() + days * DAY_MS),
  ]);
  return token;
}

/** The user of a live token, renewing its expiry at most once a day (decisions §3). */
export async function userOfToken(q: Queryable, token: string, now: Date, days: number): Promise<UserRow | null> {
  const hash = hashToken(token);
  const { rows } = await q.query<UserRow & { expires_at: Date }>(
    `SELECT u.*, s.expires_at FROM sessions s JOIN users u ON u.uuid = s.user_uuid
     WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.valid`,
    [hash, now],
  );
  const row = rows[0];
  if (!row) return null;
  const renewed = new Date(now.getTime() + days * DAY_MS);
  if (renewed.getTime() - new Date(row.expires_at).getTime() > DAY_MS) {
    await q.query('UPDATE sessions SET expires_at = $2 WHERE token_hash = $1', [hash, renewed]);
  }
  return row;
}

export async function revokeToken(q: Queryable, token: string): Promise<void> {
  await q.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

export async function revokeAllSessions(q: Queryable, userUuid: string): Promise<void> {
  await q.query('DELETE FROM sessions WHERE user_uuid = $1', [userUuid]);
}
