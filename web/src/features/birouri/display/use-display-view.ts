import { useCallback, useEffect, useRef, useState } from 'react';
import { displayCall, isGone, type DisplayView } from '@/api/display-door.js';
import { retryDelay, startDisplayEvents } from '@/api/display-live.js';

// A display's view (decisions §24), kept live: read at once, again on each event of its stream, when
// the stream comes back, when the page is shown again, and now and then besides (time passing
// changes nothing on the server's side: a new day, a floor's rooms as meetings begin). A failed read
// is tried again by itself with DISPLAY_RETRY_MS. E-ink mode opens no stream: the page reloads
// whole each minute instead (display-page.tsx).

/** How often a view is read again without an event: a floor's rooms turn busy as meetings begin, with no change written. */
const FLOOR_REFRESH_MS = 60_000;
/** A room's display works its state out from the clock; it reads again to catch a new day. */
const ROOM_REFRESH_MS = 5 * 60_000;

export interface DisplayState {
  phase: 'loading' | 'ready' | 'gone';
  view: DisplayView | null;
  /** The server's clock minus the browser's when the view arrived: the display counts from the server's. */
  offset: number;
  /** The last read failed, or the stream is lost: the page says so until both are back. */
  offline: boolean;
  /** Reads the view again now (after a press). */
  refresh(): void;
}

export function useDisplayView(secret: string, live: boolean): DisplayState {
  const [got, setGot] = useState<{ view: DisplayView; offset: number } | null>(null);
  const [gone, setGone] = useState(false);
  const [readFailed, setReadFailed] = useState(false);
  const [streamLost, setStreamLost] = useState(false);
  const refresh = useRef<() => void>(() => undefined);

  useEffect(() => {
    let stopped = false;
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let reading: AbortController | null = null;
    // Events may come in bursts: one read at a time, and one more after it if any came meanwhile.
    let again = false;
    let floor = false;
    let stopStream: () => void = () => undefined;

    const read = async () => {
      clearTimeout(retry);
      if (stopped) return;
      if (reading) {
        again = true;
        return;
      }
      const controller = new AbortController();
      reading = controller;
      try {
        const view = await displayCall('GET /display/:secret', { secret }, controller.signal);
        if (stopped) return;
        failures = 0;
        floor = view.floor !== null && view.roomId === null;
        setGot({ view, offset: Date.parse(view.now) - Date.now() });
        setReadFailed(false);
      } catch (e) {
        if (stopped) return;
        if (isGone(e)) {
          setGone(true);
          end();
          return;
        }
        setReadFailed(true);
        retry = setTimeout(() => void read(), retryDelay(failures++));
      } finally {
        if (reading === controller) reading = null;
        if (again && !stopped) {
          again = false;
          void read();
        }
      }
    };
    refresh.current = () => void read();

    const shown = () => {
      if (document.visibilityState === 'visible') void read();
    };
    document.addEventListener('visibilitychange', shown);
    // The shorter period ticks; a room's display skips the reads it does not need.
    let sinceRoomRead = 0;
    const tick = setInterval(() => {
      sinceRoomRead += FLOOR_REFRESH_MS;
      if (floor || sinceRoomRead >= ROOM_REFRESH_MS) {
        sinceRoomRead = 0;
        void read();
      }
    }, FLOOR_REFRESH_MS);

    function end() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(tick);
      reading?.abort();
      stopStream();
      document.removeEventListener('visibilitychange', shown);
    }

    void read();
    if (live)
      stopStream = startDisplayEvents(secret, {
        changed: () => void read(),
        open: (open) => {
          if (stopped) return;
          setStreamLost(!open);
          // Back (or first open): what changed while it was away is read now.
          if (open) void read();
        },
        gone: () => {
          setGone(true);
          end();
        },
      });
    return end;
  }, [secret, live]);

  const refreshNow = useCallback(() => refresh.current(), []);
  return {
    phase: gone ? 'gone' : got ? 'ready' : 'loading',
    view: got?.view ?? null,
    offset: got?.offset ?? 0,
    offline: readFailed || streamLost,
    refresh: refreshNow,
  };
}
