import { createHash, timingSafeEqual } from 'node:crypto';
import { bearerToken } from '../identity/tokens.js';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Whether an Authorization header carries SCIM_TOKEN. Compared as SHA-256 digests: the same length
 * whatever is sent (a token of another length takes as long), and in constant time.
 */
export function scimTokenCheck(token: string): (header: string | undefined) => boolean {
  const expected = digest(token);
  return (header) => {
    const given = bearerToken(header);
    return given !== null && timingSafeEqual(digest(given), expected);
  };
}
