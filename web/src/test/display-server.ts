import { afterEach, beforeEach, vi } from 'vitest';
import type { DisplayReservation, DisplayView } from '@/api/display-door.js';

// The display page's server in its tests (decisions §24): every /api call answered by `answer`, and
// each GET …/events answered with a stream the test writes into. Read with getReader only, as the page
// does: no Response, whose streams a test's VM context would not share with the page's.

export interface Call {
  method: string;
  path: string;
}

/** A refusal or failure the stub answers instead of a payload. */
export type Failure = { status: number; message: string; reason: string } | 'network';

export interface Stream {
  send(text: string): void;
  end(): void;
  aborted: boolean;
}

/** Monday 1 March 2027 in Bucharest (UTC+2). */
export const at = (clock: string) => new Date(`2027-03-01T${clock}+02:00`);

export const booking = (id: string, from: string, to: string, over: Partial<DisplayReservation> = {}): DisplayReservation => ({
  _id: id,
  dateBegin: at(from).toISOString(),
  dateEnd: at(to).toISOString(),
  status: 'booked',
  name: 'Ana Angajat',
  door: false,
  ...over,
});

/** A room's view; its `now` is the (fake) clock's when asked. */
export const roomView = (reservations: DisplayReservation[], over: Partial<DisplayView> = {}): DisplayView => ({
  name: 'Ușa sălii Carpați',
  roomId: 'E4-02',
  roomName: 'Sala Carpați',
  floor: null,
  now: new Date().toISOString(),
  showNames: true,
  reservations,
  plan: null,
  desks: null,
  rooms: null,
  freeDesks: null,
  freeRooms: null,
  bookUrl: null,
  ...over,
});

const json = (status: number, body: unknown) => ({
  ok: status < 400,
  status,
  headers: new Headers({ 'content-type': 'application/json' }),
  json: async () => body,
});

function stream(signal: AbortSignal | null | undefined, streams: Stream[]) {
  const chunks: string[] = [];
  let closed = false;
  let wake: (() => void) | null = null;
  const s: Stream = {
    aborted: false,
    send: (text) => {
      chunks.push(text);
      wake?.();
    },
    end: () => {
      closed = true;
      wake?.();
    },
  };
  signal?.addEventListener('abort', () => {
    s.aborted = true;
    wake?.();
  });
  streams.push(s);
  const read = (): Promise<{ done: boolean; value?: Uint8Array }> =>
    new Promise((resolve, reject) => {
      const next = () => {
        wake = null;
        if (s.aborted) reject(new DOMException('aborted', 'AbortError'));
        else if (chunks.length) resolve({ done: false, value: new TextEncoder().encode(chunks.shift()) });
        else if (closed) resolve({ done: true });
        else wake = next;
      };
      next();
    });
  return {
    ok: true,
    status: 200,
    headers: new Headers({ 'content-type': 'text/event-stream; charset=utf-8' }),
    body: { getReader: () => ({ read, cancel: async () => undefined }) },
  };
}

/** For each test of the file: the stubbed fetch; `calls` and `streams` in the order they came. */
export function displayServer(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const streams: Stream[] = [];
  beforeEach(() => {
    calls.length = 0;
    streams.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const call = { method: init?.method ?? 'GET', path: String(url).replace(/^\/api/, '') };
        calls.push(call);
        if (call.path.endsWith('/events')) return stream(init?.signal, streams);
        const got = answer(call);
        if (got === 'network') throw new TypeError('Failed to fetch');
        if (got && typeof got === 'object' && 'reason' in got && 'status' in got) {
          const f = got as { status: number; message: string; reason: string };
          return json(f.status, { err: f.status, message: f.message, reason: f.reason });
        }
        return json(200, { err: 0, payload: got });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  return { calls, streams };
}
