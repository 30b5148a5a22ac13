import type { TestApp } from './harness.js';

/** An answer as a client reads it: its status, its bytes as sent, and whether it was a stored one replayed. */
export interface KeyedAnswer {
  status: number;
  body: string;
  replayed: boolean;
}

/**
 * Calls as a client makes them, with an optional Idempotency-Key (decisions §2, #38 point 11),
 * sent with inject so that the answer's bytes are kept exactly.
 */
export function keyedCalls(t: () => TestApp) {
  return async function send(
    method: 'GET' | 'POST',
    url: string,
    token: string,
    o: { key?: string; body?: unknown } = {},
  ): Promise<KeyedAnswer> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (o.key !== undefined) headers['idempotency-key'] = o.key;
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    const res = await t().app.inject({ method, url, headers, payload: o.body === undefined ? undefined : JSON.stringify(o.body) });
    return { status: res.statusCode, body: res.body, replayed: res.headers['idempotent-replayed'] === 'true' };
  };
}
