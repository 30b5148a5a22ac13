import { createHash, randomBytes } from 'node:crypto';
import { isApiToken } from '../../domain/tokens/scopes.js';

/**
 * An opaque random token for the client and the hash the server keeps of it. Never one that begins
 * as a personal API token does ('bt_', decisions §23): the server would read it as one and refuse
 * it, and one login in 262,144 would have been refused at its first call (the bench met it).
 */
export function newToken(random: (size: number) => Buffer = randomBytes): { token: string; hash: string } {
  let token: string;
  do token = random(32).toString('base64url');
  while (isApiToken(token));
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m ? m[1] : null;
}
