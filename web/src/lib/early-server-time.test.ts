import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServerTimeEarly, takeEarlyServerTime } from './early-server-time.js';
import { testMeta } from '@/test/meta.js';

const meta = testMeta();
const answer = () => new Response(JSON.stringify({ err: 0, payload: meta }), { status: 200 });

afterEach(() => {
  takeEarlyServerTime();
  vi.unstubAllGlobals();
});

describe('the server time asked for at start', () => {
  it('is asked once as the app starts and handed over once, with when it arrived', async () => {
    const fetch = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetch);
    startServerTimeEarly('/birouri/admin/csv');
    startServerTimeEarly('/birouri/admin/csv');
    const first = await takeEarlyServerTime();
    expect(first).toMatchObject({ now: meta.now, receivedAt: expect.any(Number) });
    expect(takeEarlyServerTime()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not asked on /login, and a failure leaves the page to ask itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    startServerTimeEarly('/login');
    expect(takeEarlyServerTime()).toBeNull();
    startServerTimeEarly('/birouri');
    expect(await takeEarlyServerTime()).toBeNull();
  });
});
