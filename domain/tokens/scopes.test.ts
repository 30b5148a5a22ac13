import { describe, expect, it } from 'vitest';
import { isApiToken, mayMakeAdminTokens, scopeOpens, scopesOpening } from './scopes.js';

describe('token scopes (decisions §23)', () => {
  it('lets every token read, and books or administers only with that scope', () => {
    expect(scopeOpens('read', ['read'])).toBe(true);
    expect(scopeOpens('read', ['admin'])).toBe(true);
    expect(scopeOpens('book', ['read'])).toBe(false);
    expect(scopeOpens('book', ['book'])).toBe(true);
    expect(scopeOpens('book', ['admin'])).toBe(false);
    expect(scopeOpens('admin', ['book'])).toBe(false);
    expect(scopeOpens('admin', ['read', 'admin'])).toBe(true);
  });

  it('never opens a route that is not for tokens, nor anything to a token with no scope', () => {
    expect(scopeOpens('never', ['read', 'book', 'admin'])).toBe(false);
    expect(scopeOpens('read', [])).toBe(false);
  });

  it('names the scopes that open a route, as the API document lists them', () => {
    expect(scopesOpening('read')).toEqual(['read', 'book', 'admin']);
    expect(scopesOpening('book')).toEqual(['book']);
    expect(scopesOpening('never')).toEqual([]);
  });

  it('tells a token from a session by its prefix', () => {
    expect(isApiToken('bt_abc')).toBe(true);
    expect(isApiToken('abc_bt_')).toBe(false);
  });

  it('lets administrators alone make `admin` tokens: role admin, or of a building', () => {
    expect(mayMakeAdminTokens({ role: 'admin', adminOf: [] })).toBe(true);
    expect(mayMakeAdminTokens({ role: 'user', adminOf: ['2'] })).toBe(true);
    expect(mayMakeAdminTokens({ role: 'manager', adminOf: [] })).toBe(false);
  });
});
