import { describe, expect, it } from 'vitest';
import { isApiToken } from '../../domain/tokens/scopes.js';
import { newToken } from './tokens.js';

describe('a session token', () => {
  it('never begins as a personal API token, which the server would refuse as one', () => {
    // 0x6e 0xdf 0xff… is 'bt__…' in base64url: one draw in 262,144 begins so.
    const apiLike = Buffer.concat([Buffer.from([0x6e, 0xdf, 0xff]), Buffer.alloc(29, 7)]);
    const plain = Buffer.alloc(32, 9);
    expect(isApiToken(apiLike.toString('base64url'))).toBe(true);
    const draws = [apiLike, plain];
    const { token, hash } = newToken(() => draws.shift()!);
    expect(token).toBe(plain.toString('base64url'));
    expect(isApiToken(token)).toBe(false);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
