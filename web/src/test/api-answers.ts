import { afterEach, beforeEach, vi } from 'vitest';

/** The API's envelope (api/client.ts) around a payload, as a fetch answer. */
export const envelope = (payload: unknown): Response =>
  new Response(JSON.stringify({ err: 0, payload }), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** For each test of the file: every call to /api/… answered with `payload(path)` (the path without /api). */
export function answerApiWith(payload: (path: string) => unknown): void {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => envelope(payload(String(url).replace(/^\/api/, '')))),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());
}
