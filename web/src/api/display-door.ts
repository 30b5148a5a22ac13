import type { CallAnswer, CallInput } from '@domain/api/index.js';
import { API_BASE, ApiError, callPath, NETWORK_REASON, readEnvelope } from './client.js';

// A display's own calls (decisions §24): the secret in the address is its only credential. Not through
// apiCall: that sends a stored token, and a refusal of it ends a session and sends the page to /login,
// which a tablet on a wall must never show. The envelope is read as every answer is (readEnvelope).

export type { DisplayPress, DisplayReservation, DisplayView } from '@domain/schemas/display-answers.js';

type DisplayCall =
  'GET /display/:secret' | 'POST /display/:secret/book' | 'POST /display/:secret/checkin' | 'POST /display/:secret/release';

/** How long a call may go unanswered before the display counts it as lost and tries again. */
export const DISPLAY_TIMEOUT_MS = 15_000;

/** A network failure, as the rest of the app names it (isNetworkFailure): the page shows 'Fără conexiune'. */
const lost = () => new ApiError(0, '', NETWORK_REASON.network);

export async function displayCall<K extends DisplayCall>(key: K, input: CallInput<K>, signal?: AbortSignal): Promise<CallAnswer<K>> {
  const method = key.split(' ')[0];
  // One controller for the caller's abort and the timeout, rather than AbortSignal.any: a tablet on a
  // wall may run an older browser than the people's. A timer rather than AbortSignal.timeout, as in
  // client.ts: the browser tests move it with their clock.
  const controller = new AbortController();
  const stop = () => controller.abort();
  const timer = setTimeout(stop, DISPLAY_TIMEOUT_MS);
  signal?.addEventListener('abort', stop);
  let res: Response;
  try {
    res = await fetch(API_BASE + callPath(key, input), {
      method,
      // A write's input is in its path and query; the body is the empty object apiCall sends too.
      ...(method === 'GET'
        ? { headers: { Accept: 'application/json' } }
        : { headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: '{}' }),
      cache: 'no-store',
      signal: controller.signal,
    });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw lost();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  return readEnvelope<CallAnswer<K>>(res.status, body);
}

/**
 * Whether a failure is the display's being unknown (never made, deleted, or its link replaced): the
 * server's own 404, with its reason; a proxy's page of 404 is a failure to try again, not an answer.
 */
export const isGone = (e: unknown): boolean => e instanceof ApiError && e.err === 404 && e.reason !== null;
