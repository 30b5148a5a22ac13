import type { Queryable } from '../db/connection.js';
import { tokenUser, type TokenUser } from './api-token-queries.js';
import { hashToken } from './tokens.js';

/** The valid owner of a live personal API token (decisions §23), with the token's scopes; its use noted to the minute. */
export async function userOfApiToken(q: Queryable, token: string, now: Date): Promise<TokenUser | null> {
  return tokenUser(q, hashToken(token), now);
}
