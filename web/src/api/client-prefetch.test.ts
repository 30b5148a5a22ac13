import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, prefetch, request, setToken, takePrefetchedPayload } from './client.js';

// Issue #13: a page of charts asks for its first data as the app starts (lib/early-page-data.ts);
// the page's identical call takes that answer once instead of asking again.

const answer = (payload: unknown, err = 0) =>
  new Response(JSON.stringify(err ? { err, payload: null, message: 'Refuzat.' } : { err: 0, payload }), { status: err || 200 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('prefetched calls', () => {
  it('answer the first identical GET once, without asking again; the next one asks', async () => {
    setToken('t1');
    const fetch = vi.fn(async () => answer([{ groupId: 'it' }]));
    vi.stubGlobal('fetch', fetch);
    prefetch('/statistics/groups?from=2021-02-08&to=2027-03-01');
    prefetch('/statistics/groups?from=2021-02-08&to=2027-03-01');
    expect(await request('/statistics/groups?from=2021-02-08&to=2027-03-01')).toEqual([{ groupId: 'it' }]);
    expect(fetch).toHaveBeenCalledTimes(1);
    await request('/statistics/groups?from=2021-02-08&to=2027-03-01');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('are handed synchronously once arrived, to a first render, and only once', async () => {
    setToken('t1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ total: 3 })),
    );
    prefetch('/statistics/reservations?from=a&to=b');
    expect(takePrefetchedPayload('/statistics/reservations?from=a&to=b')).toBeUndefined(); // not arrived yet
    prefetch('/statistics/occupancy?from=a&to=b');
    await settle();
    expect(takePrefetchedPayload('/statistics/occupancy?from=a&to=b')).toEqual({ total: 3 });
    expect(takePrefetchedPayload('/statistics/occupancy?from=a&to=b')).toBeUndefined();
  });

  it('are not handed to another session, nor when the server refused them', async () => {
    setToken('t1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer([1])),
    );
    prefetch('/statistics/groups?x=1');
    await settle();
    setToken('t2');
    expect(takePrefetchedPayload('/statistics/groups?x=1')).toBeUndefined();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(null, 403)),
    );
    prefetch('/statistics/groups?x=2');
    await settle();
    expect(takePrefetchedPayload('/statistics/groups?x=2')).toBeUndefined();
    // The page's own call still learns of the refusal, with its message.
    prefetch('/statistics/groups?x=3');
    const e = await request('/statistics/groups?x=3').catch((x: unknown) => x);
    expect(e instanceof ApiError && e.err).toBe(403);
  });

  it('answer a POST that reads only with the same body, once; another body asks (the tower’s requests, #39)', async () => {
    setToken('t1');
    const fetch = vi.fn(async () => answer([{ _id: 'r1' }]));
    vi.stubGlobal('fetch', fetch);
    prefetch('/reservations/parking/user', { uuid: 'u1' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/reservations/parking/user',
      expect.objectContaining({ method: 'POST', body: '{"uuid":"u1"}' }),
    );
    expect(await request('/reservations/parking/user', { method: 'POST', body: { uuid: 'u1' } })).toEqual([{ _id: 'r1' }]);
    expect(fetch).toHaveBeenCalledTimes(1);
    prefetch('/reservations/parking/user', { uuid: 'u1' });
    await request('/reservations/parking/user', { method: 'POST', body: { uuid: 'u2' } });
    expect(fetch).toHaveBeenCalledTimes(3);
    // A GET of the same path is another call.
    await request('/reservations/parking/user');
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('leave other calls alone: sent at once, in the order they are made', () => {
    setToken('t1');
    const fetch = vi.fn(async () => answer(null));
    vi.stubGlobal('fetch', fetch);
    prefetch('/statistics/groups?x=4');
    void request('/meta');
    // Sent synchronously, before any other work of the app (the server's clock goes before the scripts of the page).
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('a prefetched answer left waiting', () => {
  it('is not taken past 15 s: the screen asks afresh', async () => {
    setToken('t1');
    const fetch = vi.fn(async () => answer(['old']));
    vi.stubGlobal('fetch', fetch);
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    prefetch('/statistics/groups?stale=1');
    await settle();
    now.mockReturnValue(1_000_000 + 15_001);
    expect(takePrefetchedPayload('/statistics/groups?stale=1')).toBeUndefined();
    prefetch('/statistics/groups?stale=2');
    await settle();
    now.mockReturnValue(1_000_000 + 2 * 15_001);
    await request('/statistics/groups?stale=2');
    expect(fetch).toHaveBeenCalledTimes(3);
    now.mockRestore();
  });
});
