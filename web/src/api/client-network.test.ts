import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNetworkFailure, NETWORK_REASON, REQUEST_TIMEOUT_MS, request } from './client.js';

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
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const e = await request('/desks?date=2027-03-02').catch((x: unknown) => x);
    expect(isNetworkFailure(e) && e.reason).toBe(NETWORK_REASON.network);
  });

  it('aborts a call left unanswered past the timeout and says so', async () => {
    vi.useFakeTimers();
    let aborted = false;
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_, reject) => {
      init.signal?.addEventListener('abort', () => {
        aborted = true;
        reject(new DOMException('aborted', 'AbortError'));
      });
    })));
    const pending = request('/reservations/desks/update', { body: { deskId: '4-1' } }).catch((x: unknown) => x);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const e = await pending;
    expect(aborted).toBe(true);
    expect(isNetworkFailure(e) && e.reason).toBe(NETWORK_REASON.timeout);
  });

  it('does not take a refusal for a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ err: 409, payload: null, message: 'ocupat', reason: 'taken' }), { status: 409 })));
    const e = await request('/x', { body: {} }).catch((x: unknown) => x);
    expect(isNetworkFailure(e)).toBe(false);
  });
});
