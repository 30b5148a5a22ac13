import { API_BASE } from './client.js';

// A display's live updates (decisions §24): GET /api/display/{secret}/events, Server-Sent Events as
// §14's, for its room or floor, read with fetch and the signed-in app's parser (domain/sse.ts). No
// token: the secret in the address is the display's credential.

/**
 * The parser, loaded as api/live.ts loads it, beside the stream's first request: imported here
 * statically, it would be split out of the shell into a chunk of its own for every signed-in page.
 */
const loadSseParser = () => import('@domain/sse.js').then((m) => m.sseParser);

/** The waits before each new attempt after a failure, the last repeated: a display retries by itself, forever. */
export const DISPLAY_RETRY_MS = [1000, 2000, 5000, 10_000] as const;
export const retryDelay = (failures: number): number => DISPLAY_RETRY_MS[Math.min(failures, DISPLAY_RETRY_MS.length - 1)];

/** The server writes a heartbeat every 25 s: a stream silent for this long is dead (a proxy that kept it open). */
export const SILENCE_MS = 60_000;

export interface DisplayEvents {
  /** Something the display shows may have changed: read it again. */
  changed(): void;
  /** The stream is open (true) or lost (false, and being tried again). */
  open(open: boolean): void;
  /** The display is no more (404): the stream is not tried again. */
  gone(): void;
}

/** Opens the stream and keeps it open, retrying with DISPLAY_RETRY_MS, until the answered stop(). */
export function startDisplayEvents(secret: string, h: DisplayEvents): () => void {
  let stopped = false;
  let failures = 0;
  let abort: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;

  const run = async () => {
    if (stopped) return;
    const controller = new AbortController();
    abort = controller;
    let replaced = false;
    const quiet = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), SILENCE_MS);
    };
    try {
      quiet();
      const [res, sseParser] = await Promise.all([
        fetch(`${API_BASE}/display/${encodeURIComponent(secret)}/events`, {
          headers: { Accept: 'text/event-stream' },
          cache: 'no-store',
          signal: controller.signal,
        }),
        loadSseParser(),
      ]);
      // The server's 404 (its envelope), not a proxy's page: the display is no more.
      if (res.status === 404 && res.headers.get('content-type')?.includes('application/json')) {
        clearTimeout(silence);
        if (!stopped) h.gone();
        return;
      }
      if (!res.ok || !res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error(String(res.status));
      h.open(true);
      const parser = sseParser();
      const decoder = new TextDecoder();
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        quiet();
        failures = 0; // something arrived: the stream works
        // The server sends a display only today's changes of the office: an `office` event means its view may have changed.
        const events = parser.feed(decoder.decode(value, { stream: true }));
        if (events.some((m) => m.event === 'office')) h.changed();
        if (events.some((m) => m.event === 'replaced')) replaced = true;
      }
    } catch {
      /* lost, refused or silent: tried again below */
    }
    clearTimeout(silence);
    if (stopped) return;
    // Closed for a newer stream of the same address (the link open in a second browser, §14's caps): no
    // lost connection to report, and the longest wait, so that two screens do not take turns each second.
    if (replaced) {
      retry = setTimeout(() => void run(), DISPLAY_RETRY_MS[DISPLAY_RETRY_MS.length - 1]);
      return;
    }
    h.open(false);
    retry = setTimeout(() => void run(), retryDelay(failures++));
  };

  void run();
  return () => {
    stopped = true;
    clearTimeout(retry);
    clearTimeout(silence);
    abort?.abort();
  };
}
