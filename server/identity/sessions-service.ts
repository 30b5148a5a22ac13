import type { Queryable } from '../db/connection.js';
import type { UserRow } from './user-row.js';
import {
  deleteSession,
  deleteSessionsOf,
  insertSession,
  liveSessionHashes,
  sessionUser,
  setSessionExpiry,
  type SessionUser,
} from './session-queries.js';

export type { SessionUser };
import { hashToken, newToken } from './tokens.js';

const DAY_MS = 86_400_000;

export async function createSession(q: Queryable, userUuid: string, now: Date, days: number): Promise<string> {
  const { token, hash } = newToken();
  await insertSession(q, hash, userUuid, now, new Date(now.getTime() + days * DAY_MS));
  return token;
}

/**
 * The user of a live token, renewing its expiry at most once a day (decisions §3). `read` is the
 * session's row when it was read beside something else (the day's version of a snapshot route).
 */
export async function userOfToken(
  q: Queryable,
  token: string,
  now: Date,
  days: number,
  read?: Promise<SessionUser | null> | null,
): Promise<UserRow | null> {
  const hash = hashToken(token);
  const row = read ? await read : await sessionUser(q, hash, now);
  if (!row) return null;
  const renewed = new Date(now.getTime() + days * DAY_MS);
  if (renewed.getTime() - new Date(row.expires_at).getTime() > DAY_MS) await setSessionExpiry(q, hash, renewed);
  return row;
}

export async function revokeToken(q: Queryable, token: string): Promise<void> {
  await deleteSession(q, hashToken(token));
}

export async function revokeAllSessions(q: Queryable, userUuid: string): Promise<void> {
  await deleteSessionsOf(q, userUuid);
}

/** Of these token hashes, the sessions still open at `now` (the live streams' recheck, server/live/hub.ts). */
export async function openSessions(q: Queryable, tokenHashes: string[], now: Date): Promise<Set<string>> {
  return liveSessionHashes(q, tokenHashes, now);
}
