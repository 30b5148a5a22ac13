import { afterEach, beforeEach, vi } from 'vitest';

/** The API's envelope (api/client.ts) around a payload, as a fetch answer. */
export const envelope = (payload: unknown): Response =>
  new Response(JSON.stringify({ err: 0, payload }), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** A refusal as the server sends it: its status, the Romanian sentence and the reason. */
export const refusal = (err: number, message: string, reason: string): Response =>
  new Response(JSON.stringify({ err, message, reason }), { status: err, headers: { 'Content-Type': 'application/json' } });

/**
 * For each test of the file: every call to /api/… answered with `payload(path, init)` (the path without
 * /api; init as fetch got it, its body the JSON sent), or with the Response it returns (a refusal).
 */
export function answerApiWith(payload: (path: string, init?: RequestInit) => unknown): void {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const answer = payload(String(url).replace(/^\/api/, ''), init);
        return answer instanceof Response ? answer : envelope(answer);
      }),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());
}

/** The bodies sent to a path (without /api) by the stubbed fetch, in order. */
export function sentBodies(path: string): unknown[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url) === `/api${path}`)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')));
}

/** The paths (without /api, with their query) the stubbed fetch was asked, in order. */
export const askedPaths = (): string[] => vi.mocked(fetch).mock.calls.map(([url]) => String(url).replace(/^\/api/, ''));
