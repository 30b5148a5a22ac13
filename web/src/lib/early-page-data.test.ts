import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../api/client.js';
import { prefetchPageData } from './early-page-data.js';
import { startServerTimeEarly, takeArrivedServerTime, takeEarlyServerTime } from './early-server-time.js';
import { testMeta } from '@/test/meta.js';

// Issue #13: a page of charts opened directly asks for its first data as the app starts, for
// its default range of the server's day (2 March 2027 here, whatever the browser's clock says).

const meta = testMeta({ now: '2027-03-02T07:00:00.000Z' });

function stubServer() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const payload = url.endsWith('/meta') ? meta : url.endsWith('/users/verify') ? { uuid: 'u-turn', username: 'turn' } : [];
      return new Response(JSON.stringify({ err: 0, payload }), { status: 200 });
    }),
  );
  return asked;
}

afterEach(() => {
  takeEarlyServerTime();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the first data of a page of charts', () => {
  it.each([
    ['/birouri/admin/csv', ['/api/statistics/groups?from=2026-12-03&to=2027-03-02']],
    [
      '/birouri/statistics',
      [
        '/api/statistics/reservations?from=2026-12-03&to=2027-03-02&offset=0&limit=10',
        '/api/statistics/occupancy?from=2026-12-03&to=2027-03-02',
      ],
    ],
    ['/turn/statisticsDay/', ['/api/statistics/tower/days?from=2027-03-01&to=2027-03-31']],
  ])('%s asks for its default range of the server’s day', async (path, calls) => {
    setToken('t1');
    const asked = stubServer();
    startServerTimeEarly(path);
    await prefetchPageData(path);
    expect(asked).toEqual(['/api/meta', ...calls]);
  });

  it('is not asked for a page whose address names its filters: it asks for those itself', async () => {
    setToken('t1');
    const asked = stubServer();
    startServerTimeEarly('/birouri/statistics');
    await prefetchPageData('/birouri/statistics', '?de=2027-01-04&pana=2027-01-08');
    expect(asked).toEqual(['/api/meta']);
  });

  it('is not asked for other pages, nor without a session', async () => {
    const asked = stubServer();
    startServerTimeEarly('/birouri/admin/csv');
    await prefetchPageData('/birouri/admin/csv');
    setToken('t1');
    await prefetchPageData('/dropdown');
    expect(asked).toEqual(['/api/meta']);
  });

  it('asks at once with the server’s clock of the page’s own answer, before GET /api/meta', () => {
    setToken('t1');
    const asked = stubServer();
    // Another day than the meta's: each path is prefetched once per test file (api/client.ts keeps them).
    const nav = { serverTiming: [{ name: 'now', description: '2027-04-15T07:00:00.000Z' }] };
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(
      (type) => (type === 'navigation' ? [nav] : []) as unknown as PerformanceEntryList,
    );
    startServerTimeEarly('/turn/statisticsDay');
    void prefetchPageData('/turn/statisticsDay');
    // Synchronously: before the router asks for the page's scripts.
    expect(asked).toEqual(['/api/meta', '/api/statistics/tower/days?from=2027-04-01&to=2027-04-30']);
  });

  it('leaves the server’s clock for the first render once it has arrived, once', async () => {
    stubServer();
    startServerTimeEarly('/birouri/admin/csv');
    expect(takeArrivedServerTime()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeArrivedServerTime()).toMatchObject({ now: meta.now, receivedAt: expect.any(Number) });
    expect(takeArrivedServerTime()).toBeUndefined();
    expect(takeEarlyServerTime()).toBeNull();
  });
});

describe('the first data of the pages a phone opens (#39, point 14)', () => {
  it.each([
    ['/turn/add', ['/api/config', '/api/users/cars'], ['/api/reservations/parking/user']],
    ['/turn/reservations/', ['/api/config', '/api/users/cars'], ['/api/reservations/parking/user']],
    [
      '/birouri',
      ['/api/config', '/api/users/groups'],
      ['/api/reservations/desks/user/upcoming', '/api/reservations/conference-rooms/user/upcoming'],
    ],
  ])('%s asks for %j at once, for %j once the person is known', async (path, now, ofPerson) => {
    // Fresh modules: the client keeps what it prefetched, the session its start's verification.
    vi.resetModules();
    const [{ setToken }, { verifySessionEarly }, { prefetchPageData }] = await Promise.all([
      import('../api/client.js'),
      import('./session.js'),
      import('./early-page-data.js'),
    ]);
    setToken('t1');
    const asked = stubServer();
    verifySessionEarly();
    const done = prefetchPageData(path);
    // Synchronously: beside the page's scripts, not after them.
    expect(asked).toEqual(['/api/users/verify', ...now]);
    await done;
    expect(asked).toEqual(['/api/users/verify', ...now, ...ofPerson]);
  });

  it('asks nothing without a session', async () => {
    const asked = stubServer();
    await prefetchPageData('/turn/add');
    expect(asked).toEqual([]);
  });
});
