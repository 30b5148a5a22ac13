import type { SseMessage } from '@domain/sse.js';
import type { OfficeEvent, TowerEvent } from '@domain/schemas/live.js';
import { API_BASE, getToken } from './client.js';

/**
 * The stream's parser (domain/sse.ts), loaded beside the stream's request rather than with the page:
 * no page needs it to render, and the displays' page (decisions §24), which reads its own stream with
 * it, shares it without a chunk of its own on every page's way (web/bundle-budget.json).
 */
const loadSseParser = () => import('@domain/sse.js').then((m) => m.sseParser);

// The live updates of decisions §14 (GET /api/events): read with fetch, so that the token goes in
// the Authorization header as on every call (EventSource cannot send it; a URL would log it).

/** At most this many days in ?days= (LIVE_MAX_DAYS of domain/schemas/live.ts, whose zod schema the shell does not carry). */
export const LIVE_MAX_DAYS = 31;

export interface LiveHandlers {
  /** The days whose current versions the stream sends first (1 to 31): those the page shows. */
  days: readonly string[];
  office(e: OfficeEvent): void;
  tower(e: TowerEvent): void;
  /** The stream is open (true) or lost (false); a lost stream leaves the pages to their polls. */
  healthy(open: boolean): void;
}

/** The wait before the n-th reconnection (n from 0): 1 s doubling to 30 s, each with up to half of it again at random. */
export function reconnectDelay(n: number, random = Math.random): number {
  const base = Math.min(1000 * 2 ** n, 30_000);
  return base + Math.floor(random() * base * 0.5);
}

const shown = () => document.visibilityState === 'visible';

/**
 * Opens the stream and keeps it open until the answered stop() (logout, or the page shows other
 * days): reconnects with backoff and Last-Event-ID. A stream the server closed for a newer one of
 * the same session or person (`replaced`, #38 point 4) is opened again only while the page is
 * shown: a hidden page waits to be shown, as reconnecting would close another page's stream in
 * turn; shown pages that keep replacing each other wait longer each time (the same backoff).
 */
export function startLiveEvents(h: LiveHandlers): () => void {
  let stopped = false;
  let abort: AbortController | null = null;
  let lastId = '';
  let failures = 0;
  let replacements = 0;
  let replaced = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const dispatch = (m: SseMessage) => {
    if (m.id) lastId = m.id;
    const data = JSON.parse(m.data) as unknown;
    if (m.event === 'office') h.office(data as OfficeEvent);
    else if (m.event === 'tower') h.tower(data as TowerEvent);
    else if (m.event === 'replaced') replaced = true;
  };

  const whenShown = () => {
    if (stopped || !shown()) return;
    document.removeEventListener('visibilitychange', whenShown);
    replacements = 0; // shown again by the person: the page is wanted
    void run();
  };

  const run = async () => {
    const token = getToken();
    if (stopped || !token) return;
    abort = new AbortController();
    replaced = false;
    try {
      const days = h.days.slice(0, LIVE_MAX_DAYS).join(',');
      const [res, sseParser] = await Promise.all([
        fetch(`${API_BASE}/events?days=${encodeURIComponent(days)}`, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...(lastId ? { 'last-event-id': lastId } : {}) },
          signal: abort.signal,
          cache: 'no-store',
        }),
        loadSseParser(),
      ]);
      // A 401 is the session's end: the session's own handling signs out, which stops this.
      if (res.status === 401) return;
      if (!res.ok || !res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error(`${res.status}`);
      h.healthy(true);
      const parser = sseParser();
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        failures = 0; // something arrived: the stream works
        for (const m of parser.feed(value)) dispatch(m);
      }
    } catch {
      /* lost or refused: reconnect below */
    }
    if (stopped) return;
    h.healthy(false);
    if (!replaced) timer = setTimeout(() => void run(), reconnectDelay(failures++));
    else if (shown()) timer = setTimeout(reopen, reconnectDelay(replacements++));
    else reopen();
  };
  /** After `replaced`: now if the page is shown, else once it is. */
  const reopen = () => {
    if (shown()) void run();
    else document.addEventListener('visibilitychange', whenShown);
  };

  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', whenShown);
    abort?.abort();
  };
}
