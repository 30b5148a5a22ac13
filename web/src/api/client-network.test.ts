import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionState } from '../lib/connection.js';
import { MSG } from '@domain/messages.js';
import { ApiError, isNetworkFailure, isTransientFailure, NETWORK_REASON, readEnvelope, REQUEST_TIMEOUT_MS, request } from './client.js';

// Issue #14, point 2: a call that cannot reach the server says so at once, and one the server
// does not answer in time is abandoned, never sent later.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('calls without an answer', () => {
  it('refuses a write offline without sending it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { onLine: false });
    const e = await request('/reservations/desks/update', { body: { deskId: '4-1' } }).catch((x: unknown) => x);
    expect(isNetworkFailure(e) && e.reason).toBe(NETWORK_REASON.offline);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names an unreachable server as a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const e = await request('/desks?date=2027-03-02').catch((x: unknown) => x);
    expect(isNetworkFailure(e) && e.reason).toBe(NETWORK_REASON.network);
  });

  it('aborts a call left unanswered past the timeout and says so', async () => {
    vi.useFakeTimers();
    let aborted = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => {
            init.signal?.addEventListener('abort', () => {
              aborted = true;
              reject(new DOMException('aborted', 'AbortError'));
            });
          }),
      ),
    );
    const pending = request('/reservations/desks/update', { body: { deskId: '4-1' } }).catch((x: unknown) => x);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const e = await pending;
    expect(aborted).toBe(true);
    expect(isNetworkFailure(e) && e.reason).toBe(NETWORK_REASON.timeout);
  });

  it('does not take a refusal for a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ err: 409, payload: null, message: 'ocupat', reason: 'taken' }), { status: 409 })),
    );
    const e = await request('/x', { body: {} }).catch((x: unknown) => x);
    expect(isNetworkFailure(e)).toBe(false);
  });

  it("takes a gateway's 502/503/504 and an answer that is not the envelope for the network, a 4xx for a refusal", () => {
    const kind = (status: number, body: unknown) => {
      try {
        readEnvelope(status, body);
        return 'ok';
      } catch (e) {
        return isNetworkFailure(e) ? e.reason : 'refusal';
      }
    };
    for (const status of [502, 503, 504]) {
      expect(kind(status, '<html>Bad Gateway</html>')).toBe(NETWORK_REASON.network);
      expect(kind(status, { err: status, payload: null })).toBe(NETWORK_REASON.network);
    }
    expect(kind(200, '<html>')).toBe(NETWORK_REASON.network);
    expect(kind(500, null)).toBe(NETWORK_REASON.network);
    expect(kind(500, { err: 500, payload: null, message: 'Eroare' })).toBe('refusal');
    expect(kind(404, '<html>')).toBe('refusal');
    expect(kind(409, { err: 409, payload: null, reason: 'taken' })).toBe('refusal');
  });

  it("takes the server's own 503 while its database is out of reach for what it is: not the network, in the app's words, worth trying again", async () => {
    // The text the server sent is not what the app shows: it keys on the reason.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ err: 503, payload: null, message: 'Other words', reason: 'unavailable' }), { status: 503 }),
      ),
    );
    const e = await request('/reservations/desks/update', { body: { deskId: '4-1' } }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(isNetworkFailure(e)).toBe(false);
    expect(isTransientFailure(e)).toBe(true);
    expect(e).toMatchObject({ err: 503, reason: 'unavailable', message: MSG.serviceUnavailable });
    // The server answered: the shell's notice does not say the connection is lost.
    expect(connectionState()).toBe('ok');
  });

  it('says the connection is lost on a call without an answer and restored on the next answer, a refusal too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await request('/desks?date=2027-03-02').catch(() => undefined);
    expect(connectionState()).toBe('server');
    vi.stubGlobal('navigator', { onLine: false });
    await request('/desks?date=2027-03-02').catch(() => undefined);
    expect(connectionState()).toBe('offline');
    vi.unstubAllGlobals();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502 })),
    );
    await request('/desks?date=2027-03-02').catch(() => undefined);
    expect(connectionState()).toBe('server');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ err: 409, payload: null, reason: 'taken' }), { status: 409 })),
    );
    await request('/x', { body: {} }).catch(() => undefined);
    expect(connectionState()).toBe('ok');
  });
});
