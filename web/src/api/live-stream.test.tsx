import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from './client.js';
import { startLiveEvents } from './live.js';
import { getDesksOfFloorQueryOptions } from './queries/desks.js';
import { SETTLE_MS, useLiveUpdates } from './queries/live.js';

// Issue #38: the web opened GET /api/events on every page, with no day before the server's time
// was known (answered 400, in every page's console) and 31 days otherwise (point 14); and a
// stream the server closes for a newer one of the same session or person (`replaced`, point 4)
// must not be reopened by a hidden page, which would close another page's in turn.

/** One GET /api/events as the server answers it: the test writes the stream and ends it. */
interface Opened {
  days: string[];
  aborted: boolean;
  send(text: string): void;
  end(): void;
}

let opened: Opened[];
let visibility: DocumentVisibilityState;

// The stream's parser is imported when a stream opens (live.ts): loaded here first, a module's first
// load does not wait on the timers these tests hold still.
beforeAll(() => import('@domain/sse.js'));

beforeEach(() => {
  // Timeouts only: setImmediate stays real, to let the streams' promises run between steps.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  localStorage.setItem(TOKEN_KEY, 'jeton');
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  opened = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      let stream!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (stream = c) });
      const o: Opened = {
        days: new URL(url, 'http://localhost').searchParams.get('days')!.split(','),
        aborted: false,
        send: (text) => stream.enqueue(new TextEncoder().encode(text)),
        end: () => stream.close(),
      };
      init.signal?.addEventListener('abort', () => {
        o.aborted = true;
        try {
          stream.error(new DOMException('aborted', 'AbortError'));
        } catch {
          /* ended already */
        }
      });
      opened.push(o);
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

const turn = () => new Promise((resolve) => setImmediate(resolve));
/** Lets `ms` pass, the streams read what was sent and React render what changed. */
const wait = (ms: number) =>
  act(async () => {
    await turn();
    await vi.advanceTimersByTimeAsync(ms);
    await turn();
  });
/** The page's change reaches the hook (a render), then its stream is replaced once the page settles. */
const settle = async () => {
  await wait(0);
  await wait(SETTLE_MS);
};
const REPLACED = 'id: 7\nevent: replaced\ndata: {"per":"session","max":10}\n\n';

describe('the stream names the days the page shows (#38 point 14)', () => {
  const TODAY = '2026-03-02';

  function mount(qc: QueryClient, today: string | null) {
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
    return renderHook(({ day }: { day: string | null }) => useLiveUpdates('u', day), { wrapper, initialProps: { day: today } });
  }
  // The map of floor 4 on a day, its answer given here (the stubbed fetch is the stream's only).
  const mapOf = (day: string) => ({ ...getDesksOfFloorQueryOptions(day, 4), queryFn: async () => [] });

  it('opens no stream on a page that shows no day, before or after the server time is known, whatever the cache holds', async () => {
    const qc = new QueryClient();
    const page = mount(qc, null);
    await settle();
    await wait(10 * SETTLE_MS);
    expect(opened).toEqual([]);
    // A map of a page left stays cached a while: it is not shown.
    qc.setQueryData(getDesksOfFloorQueryOptions('2026-03-04', 4).queryKey, []);
    page.rerender({ day: TODAY });
    await settle();
    await wait(10 * SETTLE_MS);
    expect(opened).toEqual([]);
    page.unmount();
  });

  it("names only the map's day, opens the stream anew when the map shows another, and closes it when no map is shown", async () => {
    const qc = new QueryClient();
    const page = mount(qc, TODAY);
    const map = new QueryObserver(qc, mapOf('2026-03-04'));
    const stop = map.subscribe(() => undefined);
    await settle();
    expect(opened.map((o) => o.days)).toEqual([['2026-03-04']]);

    map.setOptions(mapOf('2026-03-05'));
    await settle();
    expect(opened.map((o) => [o.days, o.aborted])).toEqual([
      [['2026-03-04'], true],
      [['2026-03-05'], false],
    ]);

    stop();
    await settle();
    await wait(10 * SETTLE_MS);
    expect(opened.map((o) => o.aborted)).toEqual([true, true]);
    page.unmount();
  });
});

describe('a stream replaced by a newer one of the same session or person (#38 point 4)', () => {
  const handlers = { days: ['2026-03-04'], office: () => undefined, tower: () => undefined, healthy: () => undefined };

  it('is not opened again while its page is hidden, and is once the page is shown', async () => {
    visibility = 'hidden';
    const stop = startLiveEvents(handlers);
    await wait(0);
    opened[0].send(REPLACED);
    opened[0].end();
    // Longer than any reconnection's wait (45 s at most).
    await wait(120_000);
    expect(opened).toHaveLength(1);

    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await wait(0);
    expect(opened).toHaveLength(2);
    expect(opened[1].days).toEqual(['2026-03-04']);
    stop();
  });

  it('is opened again by a page that is shown, waiting longer each time it is replaced again', async () => {
    const stop = startLiveEvents(handlers);
    await wait(0);
    opened[0].send(REPLACED);
    opened[0].end();
    await wait(1500); // the first wait: 1 s, and up to half again
    expect(opened).toHaveLength(2);
    // Replaced again (two shown pages of one session among ten others): 2 s this time.
    opened[1].send(REPLACED);
    opened[1].end();
    await wait(1500);
    expect(opened).toHaveLength(2);
    await wait(1500);
    expect(opened).toHaveLength(3);
    stop();
  });

  it('leaves a hidden page that lost its stream otherwise (a restart) to reconnect as before', async () => {
    visibility = 'hidden';
    const stop = startLiveEvents(handlers);
    await wait(0);
    opened[0].end();
    await wait(1500);
    expect(opened).toHaveLength(2);
    stop();
  });
});
