import { sseParser, type SseMessage } from '../../domain/sse.js';

/** A reader of GET /api/events over real HTTP, as the web reads it (fetch, the token in the header). */
export interface SseReader {
  status: number;
  /** Events received and not yet taken. */
  received: SseMessage[];
  /** The next event that matches (waiting for it); the events before it are taken too. */
  next(match?: (e: SseMessage) => boolean): Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export function openEvents(base: string, token: string | undefined, query: string, headers: Record<string, string> = {}) {
  return openStream(`${base}/api/events?${query}`, { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers });
}

/** A reader of any stream of Server-Sent Events of the API (a display's: GET /api/display/{secret}/events). */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const parser = sseParser();
  const received: SseMessage[] = [];
  let wake = () => undefined as void;
  let done = false;
  const ended = (async () => {
    if (!res.body || res.status !== 200) return void (done = true);
    const decoder = new TextDecoder();
    try {
      const reader = res.body.getReader();
      for (;;) {
        const { done: end, value } = await reader.read();
        if (end) break;
        received.push(...parser.feed(decoder.decode(value, { stream: true })));
        wake();
      }
    } catch {
      /* aborted by close() */
    }
    done = true;
    wake();
  })();
  const reader: SseReader & { json: unknown } = {
    status: res.status,
    json: res.status === 200 ? undefined : await res.json(),
    received,
    ended,
    async next(match = () => true) {
      for (;;) {
        const i = received.findIndex(match);
        if (i >= 0) return received.splice(0, i + 1)[i];
        if (done) throw new Error('the stream ended before the event came');
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    close: () => abort.abort(),
  };
  return reader;
}
