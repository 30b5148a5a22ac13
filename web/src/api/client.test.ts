import { describe, expect, it } from 'vitest';
import { DESK_MSG, DESK_REASON } from '@domain/desks/rules.js';
import { MSG } from '@domain/messages.js';
import { ROOM_MSG, ROOM_REASON } from '@domain/rooms/rules.js';
import { ApiError, callPath, errorMessage, hasReason, readEnvelope } from './client.js';

function refusal(status: number, body: unknown): ApiError {
  try {
    readEnvelope(status, body);
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('readEnvelope answered a refusal');
}

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

  it("keeps the refusal's reason beside its status and message", () => {
    const e = refusal(400, { err: 400, payload: null, message: ROOM_MSG.maxActive(5), reason: ROOM_REASON.maxActive });
    expect(e).toBeInstanceOf(Error);
    expect(e.status).toBe(400);
    expect(e.err).toBe(400);
    expect(e.reason).toBe('room.maxActive');
    expect(e.message).toBe(ROOM_MSG.maxActive(5));
    expect(refusal(403, { err: 403, payload: null, message: MSG.forbidden, reason: 'access' }).reason).toBe('access');
  });

  it('has no reason when the server names none, or answers no envelope', () => {
    expect(refusal(400, { err: 400, payload: null, message: MSG.invalidRequest }).reason).toBeNull();
    expect(refusal(400, { err: 400, payload: null, message: MSG.invalidRequest, reason: 7 }).reason).toBeNull();
    expect(refusal(404, '<html>').reason).toBeNull();
  });

  it('falls back to the generic message when the server gives none', () => {
    expect(() => readEnvelope(500, { err: 500, payload: null })).toThrow(MSG.genericError);
  });

  it('refuses an answer that is not an envelope', () => {
    expect(() => readEnvelope(502, null)).toThrow(ApiError);
    expect(() => readEnvelope(404, '<html>')).toThrow(MSG.genericError);
  });
});

describe('hasReason', () => {
  it('recognises a refusal by its reason, never by its text', () => {
    const e = new ApiError(400, DESK_MSG.cancel24h, DESK_REASON.cancel24h);
    expect(hasReason(e, DESK_REASON.cancel24h)).toBe(true);
    expect(hasReason(e, DESK_REASON.taken)).toBe(false);
    expect(hasReason(new ApiError(400, DESK_MSG.cancel24h), DESK_REASON.cancel24h)).toBe(false);
    expect(hasReason(new Error(DESK_MSG.cancel24h), DESK_REASON.cancel24h)).toBe(false);
  });
});

describe('errorMessage', () => {
  it('shows the message of an ApiError and a generic one otherwise', () => {
    expect(errorMessage(new ApiError(429, MSG.tooManyAttempts))).toBe(MSG.tooManyAttempts);
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(MSG.genericError);
  });
});

describe('callPath: the path of a read of domain/api/', () => {
  it('fills in its parameters, escaped, and puts the other values in the query, without the empty ones', () => {
    expect(callPath('GET /groups')).toBe('/groups');
    expect(callPath('GET /groups/:id', { id: 'a b/c' })).toBe('/groups/a%20b%2Fc');
    expect(callPath('GET /calendar/:secret.ics', { secret: 's3' })).toBe('/calendar/s3.ics');
    expect(callPath('GET /desks', { date: '2026-03-02', floor: 3 })).toBe('/desks?date=2026-03-02&floor=3');
    expect(callPath('GET /reservations/status', { date: undefined })).toBe('/reservations/status');
    expect(callPath('GET /desks/group/:groupId', { groupId: 'it', date: '2026-03-02' })).toBe('/desks/group/it?date=2026-03-02');
  });
});
