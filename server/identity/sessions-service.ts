import type { Queryable } from '../db/connection.js';
import type { UserRow } from './user-row.js';
import { deleteSession, deleteSessionsOf, insertSession, sessionUser, sessionUserWithOfficeVersion, setSessionExpiry } from './session-queries.js';
import { hashToken, newToken } from './tokens.js';

const DAY_MS = 86_400_000;

export async function createSession(q: Queryable, userUuid: string, now: Date, days: number): Promise<string> {
  const { token, hash } = newToken();
  await insertSession(q, hash, userUuid, now, new Date(now.getTime() + days * DAY_MS));
  return token;
}

/** A live session's user and, when asked for, the office's version of a day (see sessionUserWithOfficeVersion). */
export interface TokenOwner {
  user: UserRow;
  officeVersion?: number;
}

/** The user of a live token, renewing its expiry at most once a day (decisions §3). */
export async function userOfToken(q: Queryable, token: string, now: Date, days: number, officeDay?: string): Promise<TokenOwner | null> {
  const hash = hashToken(token);
  const row = officeDay ? await sessionUserWithOfficeVersion(q, hash, now, officeDay) : await sessionUser(q, hash, now);
  if (!row) return null;
  const renewed = new Date(now.getTime() + days * DAY_MS);
  if (renewed.getTime() - new Date(row.expires_at).getTime() > DAY_MS) await setSessionExpiry(q, hash, renewed);
  if (!officeDay) return { user: row };
  const { office_version: officeVersion, ...user } = row as typeof row & { office_version: number };
  return { user, officeVersion };
}

export async function revokeToken(q: Queryable, token: string): Promise<void> {
  await deleteSession(q, hashToken(token));
}

export async function revokeAllSessions(q: Queryable, userUuid: string): Promise<void> {
  await deleteSessionsOf(q, userUuid);
}
