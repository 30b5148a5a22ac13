import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { ApiError, errorMessage, readEnvelope } from './client.js';

describe('readEnvelope', () => {
  it('returns the payload when err is 0', () => {
    expect(readEnvelope(200, { err: 0, payload: { a: 1 } })).toEqual({ a: 1 });
  });

  it("throws ApiError(err, message) with the server's Romanian message", () => {
    try {
      readEnvelope(401, { err: 401, payload: null, message: MSG.loginFailed });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).err).toBe(401);
      expect((e as ApiError).message).toBe(MSG.loginFailed);
    }
  });

  it('falls back to the generic message when the server gives none', () => {
    expect(() => readEnvelope(500, { err: 500, payload: null })).toThrow(MSG.genericError);
  });

  it('refuses an answer that is not an envelope', () => {
    expect(() => readEnvelope(502, null)).toThrow(ApiError);
    expect(() => readEnvelope(200, '<html>')).toThrow(MSG.genericError);
  });
});

describe('errorMessage', () => {
  it('shows the message of an ApiError and a generic one otherwise', () => {
    expect(errorMessage(new ApiError(429, MSG.tooManyAttempts))).toBe(MSG.tooManyAttempts);
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(MSG.genericError);
  });
});
