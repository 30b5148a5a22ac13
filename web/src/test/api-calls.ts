import { afterEach, beforeEach, vi } from 'vitest';
import { envelope } from './api-answers.js';

/** A refusal the stub answers: the API's envelope with its status, message and reason. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly reason: string,
  ) {}
}

/** A call the page made: its method, its path without /api, and its JSON body. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * For each test of the file: every call to /api/… answered with `answer(call)`, a payload or a
 * Refusal; every call kept in the array returned, for the test to read what was sent. Unlike
 * answerApiWith (api-answers.ts), it sees the method and the body, and answers refusals.
 */
export function answerCallsWith(answer: (call: Call) => unknown): Call[] {
  const calls: Call[] = [];
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const call = {
          method: init?.method ?? 'GET',
          path: String(url).replace(/^\/api/, ''),
          body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        };
        calls.push(call);
        const payload = answer(call);
        if (payload instanceof Refusal)
          return new Response(JSON.stringify({ err: payload.status, message: payload.message, reason: payload.reason }), {
            status: payload.status,
            headers: { 'Content-Type': 'application/json' },
          });
        return envelope(payload);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  return calls;
}
