import { IDEMPOTENCY_HEADER, isIdempotentCall } from '@domain/api/idempotent.js';
import { translate } from '../i18n/i18n.js';
import { shell } from '../i18n/shell.js';
import { connectionLost, connectionRestored } from '../lib/connection.js';
import { keyedAction } from './action-keys.js';
import type { ReasonCode } from '@domain/reasons.js';
import type { CallAnswer, CallInput, CallKey } from '@domain/api/index.js';

// The one way the web app talks to the server: every answer is the envelope
// {err, payload, message?, reason?}; err 0 is success, anything else becomes an ApiError.
export const API_BASE = '/api';
export const TOKEN_KEY = 'token';

/**
 * A refusal or failure. `err` is the envelope's status, `message` the Romanian sentence to
 * show, `reason` the stable code to decide on (e.g. ROOM_REASON.maxActive, 'access'): the
 * web never decides on the message's text. null when the server named no reason.
 */
export class ApiError extends Error {
  readonly err: number;
  readonly reason: string | null;

  constructor(err: number, message: string, reason: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.err = err;
    this.reason = reason;
  }

  /** The envelope's status (err), under the name HTTP gives it. */
  get status(): number {
    return this.err;
  }
}

/** Whether a failure is the refusal with this reason (a catalogue's *_REASON value, or a generic one). */
export function hasReason(e: unknown, reason: ReasonCode | NetworkReason): e is ApiError {
  return e instanceof ApiError && e.reason === reason;
}

/** The Romanian sentence to show for any failure. */
export function errorMessage(e: unknown): string {
  return e instanceof ApiError && e.message ? e.message : translate(shell, 'shell.genericError');
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode): the session lasts until the tab closes.
  }
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}

interface Envelope {
  err: number;
  payload?: unknown;
  message?: unknown;
  reason?: unknown;
}

/** The reason of the server's 503 while its database is out of reach. */
const UNAVAILABLE: ReasonCode = 'unavailable';

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).err === 'number';
}

/**
 * Pure: the payload of a successful answer, or the ApiError a failed one stands for. A gateway's
 * 502/503/504, or an answer that is not the envelope (a proxy's page) but no refusal (4xx), is
 * the network's failure, not the server's (issue #21, point 2).
 */
export function readEnvelope<T>(status: number, body: unknown): T {
  // The server's own 503: it is there, its database is not (decisions §16). Keyed on the reason, said in the app's words.
  if (isEnvelope(body) && body.reason === UNAVAILABLE) throw new ApiError(body.err, translate(shell, 'shell.unavailable'), UNAVAILABLE);
  if ((status >= 502 && status <= 504) || (!isEnvelope(body) && (status < 400 || status >= 500))) throw networkError('network');
  if (!isEnvelope(body)) throw new ApiError(status, translate(shell, 'shell.genericError'));
  if (body.err !== 0) {
    const message = typeof body.message === 'string' && body.message ? body.message : translate(shell, 'shell.genericError');
    const reason = typeof body.reason === 'string' && body.reason ? body.reason : null;
    throw new ApiError(body.err, message, reason);
  }
  return body.payload as T;
}

let onUnauthorized: (() => void) | null = null;

/** Called when the server refuses the stored token (401/440): the session has ended. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** false: never send the token (login, reset calls). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Give up after this many milliseconds (a JSON call: REQUEST_TIMEOUT_MS; a file's download: none). */
  timeoutMs?: number;
  /** A booking or a cancellation (domain/api/idempotent.ts): sent with the Idempotency-Key of its action. */
  idempotent?: boolean;
  /** The key itself, as keyedAction (api/action-keys.ts) hands it to fetchApi. */
  idempotencyKey?: string;
}

/**
 * Issue #14, point 2: how long a call may go unanswered before the screen says so. The call is
 * then aborted, so a write the user has given up on is not sent once the network comes back.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

/** The reasons of a call that never reached the server's answer: the screens offer 'Reîncercați' on these. */
export const NETWORK_REASON = { offline: 'offline', network: 'network', timeout: 'timeout' } as const;
type NetworkReason = (typeof NETWORK_REASON)[keyof typeof NETWORK_REASON];

/** Each failure's sentence, in the language of the moment it happened (area `shell`). */
const NETWORK_MESSAGE = {
  offline: 'shell.network.offline',
  network: 'shell.network.network',
  timeout: 'shell.network.timeout',
} as const satisfies Record<keyof typeof NETWORK_REASON, string>;

/** Whether a failure may pass if the same request is sent again: the network's, or the server's database out of reach for the moment. */
export function isTransientFailure(e: unknown): e is ApiError {
  return isNetworkFailure(e) || hasReason(e, UNAVAILABLE);
}

/** Whether a failure is the network's (offline, unreachable, too slow) rather than a refusal. */
export function isNetworkFailure(e: unknown): e is ApiError {
  return e instanceof ApiError && e.reason !== null && e.reason in NETWORK_REASON;
}

function networkError(reason: keyof typeof NETWORK_REASON): ApiError {
  return new ApiError(0, translate(shell, NETWORK_MESSAGE[reason]), NETWORK_REASON[reason]);
}

/** A call that reached no answer: the shell's notice says so until the next answer (lib/connection.ts). */
function lost(reason: keyof typeof NETWORK_REASON): ApiError {
  connectionLost();
  return networkError(reason);
}

/** Writes in flight, by method, path and body (issue #14: a double click writes once). */
const writesInFlight = new Map<string, Promise<unknown>>();

/**
 * One call of the API. A write (not GET) identical to one still in flight — the second click of
 * a double click, a second tap on a slow network — is not sent again: it gets the first one's
 * answer, so the server sees one request and the screen shows one outcome.
 */
export function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
  // A booking or a cancellation goes with the key of its action (#38, point 11: api/action-keys.ts).
  const go = (o: RequestOptions) =>
    o.idempotent
      ? keyedAction(`${method} ${path} ${JSON.stringify(o.body ?? null)}`, isTransientFailure, (idempotencyKey) =>
          send<T>(path, { ...o, idempotencyKey }),
        )
      : send<T>(path, o);
  if (method === 'GET' || opts.body instanceof FormData) return go({ ...opts, method });
  const key = `${method} ${path} ${JSON.stringify(opts.body ?? null)}`;
  const pending = writesInFlight.get(key);
  if (pending) return pending as Promise<T>;
  const sent = go(opts).finally(() => writesInFlight.delete(key));
  writesInFlight.set(key, sent);
  return sent;
}

/** A GET asked before its screen rendered, its body read; `askedAt` is when it was asked. */
interface Prefetched {
  status: number;
  body: unknown;
  token: string | null;
  askedAt: number;
}

/** Calls asked before their screen has rendered (lib/early-page-data.ts), by key (prefetchKey): what has arrived, and what is on its way. */
const prefetchedAnswers = new Map<string, Prefetched>();
const prefetchedInFlight = new Map<string, Promise<Prefetched | null>>();

/**
 * The key of a call that a prefetched answer may stand for: a GET's path; a POST by its path and
 * body (only the specifications' reads by a person's uuid are prefetched so: the tower's requests,
 * the upcoming desks and rooms); none for another call.
 */
function prefetchKey(path: string, opts: Pick<RequestOptions, 'method' | 'body'>): string | null {
  if (opts.method === 'GET') return path;
  if (opts.method === 'POST' && !(opts.body instanceof FormData)) return `POST ${path} ${JSON.stringify(opts.body ?? null)}`;
  return null;
}

const isPrefetched = (key: string | null) => key !== null && (prefetchedInFlight.has(key) || prefetchedAnswers.has(key));

/** How long after it was asked a prefetched answer may be taken: past that, the screen asks afresh. */
const PREFETCH_TTL_MS = 15_000;

/** Whether a prefetched answer may stand for a call now: fresh enough, and asked with the token still held. */
const usable = (got: Prefetched | null | undefined): got is Prefetched =>
  !!got && Date.now() - got.askedAt <= PREFETCH_TTL_MS && got.token === getToken();

/**
 * Asks for a GET now (or, with `body`, a POST that only reads), for the screen about to render
 * (issue #13: a page of charts interactive in ≤ 1 s; issue #39: a phone's page): the screen's
 * first identical call takes this answer, once, instead of asking again.
 */
export function prefetch(path: string, body?: object): void {
  const opts: RequestOptions = body === undefined ? { method: 'GET' } : { method: 'POST', body };
  const key = prefetchKey(path, opts)!;
  if (isPrefetched(key)) return;
  const askedAt = Date.now();
  const answer = fetchApi(path, { ...opts, timeoutMs: REQUEST_TIMEOUT_MS })
    .then(async ({ res, token }) => ({ status: res.status, body: await res.json().catch(() => null), token, askedAt }))
    .catch(() => null)
    .then((got) => {
      prefetchedInFlight.delete(key);
      if (got) prefetchedAnswers.set(key, got);
      return got;
    });
  prefetchedInFlight.set(key, answer);
}

/**
 * The payload of a prefetched GET that has already arrived, successful and asked with the token
 * still held, taken once; undefined otherwise. Synchronous: a screen's first render can show it.
 */
export function takePrefetchedPayload<T>(path: string): T | undefined {
  const got = prefetchedAnswers.get(path);
  prefetchedAnswers.delete(path);
  if (!usable(got) || got.status !== 200) return undefined;
  try {
    return readEnvelope<T>(got.status, got.body);
  } catch {
    return undefined;
  }
}

/** The prefetched answer of a call, arrived or on its way, once, if it may stand for the call (usable). */
async function takePrefetched(key: string): Promise<Prefetched | null> {
  const got = prefetchedAnswers.get(key) ?? (await prefetchedInFlight.get(key)) ?? null;
  prefetchedAnswers.delete(key);
  return usable(got) ? got : null;
}

async function send<T>(path: string, opts: RequestOptions): Promise<T> {
  // Only a prefetched call waits for its answer: any other call is sent at once, in call order.
  const key = prefetchKey(path, opts);
  const early = key !== null && isPrefetched(key) ? await takePrefetched(key) : null;
  if (early) return answerOf<T>(early.status, early.body, early.token);
  const timeoutMs = opts.timeoutMs ?? (opts.body instanceof FormData ? undefined : REQUEST_TIMEOUT_MS);
  const { res, token } = await fetchApi(path, { ...opts, timeoutMs });
  return envelopeOf<T>(res, token);
}

/**
 * The one place a call is made: the token (unless `auth` is false), the JSON body or the form,
 * the method; a network failure, offline or a timeout as an ApiError with a NETWORK_REASON. Answers the response, its body unread,
 * and the token it carried. Every call but a file's (api/download.ts) reads it as the envelope.
 */
export async function fetchApi(path: string, opts: RequestOptions = {}): Promise<{ res: Response; token: string | null }> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = opts.auth === false ? null : getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (opts.idempotencyKey) headers.set(IDEMPOTENCY_HEADER, opts.idempotencyKey);
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body;
  } else if (opts.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(opts.body);
  }

  // Offline, a write is refused here: never queued, so it cannot land after the user gave up.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw lost('offline');
  const timeout = new AbortController();
  // A timer rather than AbortSignal.timeout: the browser tests move it with Playwright's clock.
  const timer = opts.timeoutMs === undefined ? undefined : setTimeout(() => timeout.abort(), opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
  let res: Response;
  try {
    res = await fetch(API_BASE + path, {
      method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal,
    });
  } catch (e) {
    if (timeout.signal.aborted) throw lost('timeout');
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw lost(typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'network');
  } finally {
    clearTimeout(timer);
  }
  return { res, token };
}

/** The payload of an answer's envelope, or its ApiError; a refusal of the stored token ends the session. */
export async function envelopeOf<T>(res: Response, token: string | null): Promise<T> {
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  return answerOf<T>(res.status, json, token);
}

/** The payload of an answer's body, or its ApiError; a refusal of the stored token ends the session. */
function answerOf<T>(status: number, json: unknown, token: string | null): T {
  try {
    const payload = readEnvelope<T>(status, json);
    connectionRestored();
    return payload;
  } catch (e) {
    if (isNetworkFailure(e)) connectionLost();
    else connectionRestored();
    if (e instanceof ApiError && token && (e.err === 401 || e.err === 440)) onUnauthorized?.();
    throw e;
  }
}

/**
 * A GET whose success is a file, not the envelope, with the token as every call has it: the
 * answer as it arrives, its body still to be read. A refusal, which is the JSON envelope,
 * becomes its ApiError, as in `request`.
 */
export async function requestFile(path: string, signal?: AbortSignal): Promise<Response> {
  const { res, token } = await fetchApi(path, { method: 'GET', signal });
  const type = res.headers.get('content-type') ?? '';
  if (res.ok && !type.includes('application/json')) return res;
  await envelopeOf<unknown>(res, token);
  // An envelope of success where a file was expected.
  throw new ApiError(500, translate(shell, 'shell.genericError'));
}

/** A query string of the parameters that have a value (undefined and '' are left out). */
export function queryString(params: object): string {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined && v !== '');
  return new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
}

type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'idempotent' | 'idempotencyKey'>;
/** A call's input, which may be left out when the call reads nothing, or nothing required. */
type CallArgs<K extends CallKey> =
  CallInput<K> extends undefined
    ? [input?: undefined, opts?: CallOptions]
    : object extends CallInput<K>
      ? [input?: CallInput<K>, opts?: CallOptions]
      : [input: CallInput<K>, opts?: CallOptions];

/**
 * The path of a read (domain/api/: 'GET /groups/:id') under API_BASE: each :name takes the value of
 * that name, the others go in the query (those with a value, in their order). The key of a prefetched
 * answer (prefetch) is this path.
 */
export function callPath(key: CallKey, input: object = {}): string {
  const rest: Record<string, unknown> = { ...input };
  // The method goes, each :name takes its parameter's value.
  const path = key.replace(/^\w+ |:(\w+)/g, (_, name?: string) => {
    if (!name) return '';
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(value as string);
  });
  const search = queryString(rest);
  return search ? `${path}?${search}` : path;
}

/** A call of the API (domain/api/): its path, method and shapes are the server's, its answer typed by its schema. */
export function apiCall<K extends CallKey>(key: K, ...[input, opts]: CallArgs<K>): Promise<CallAnswer<K>> {
  const method = key.split(' ')[0] as NonNullable<RequestOptions['method']>;
  // Bookings and cancellations carry the Idempotency-Key of their action (api/action-keys.ts).
  const idempotent = isIdempotentCall(key);
  // A read sends its input in the path and query; a write as its body, unless it names path
  // parameters (domain/api/call.ts: a call reads either those or a body, never both).
  if (method === 'GET') return request(callPath(key, input), { ...opts, method, idempotent });
  if (key.includes(':')) return request(callPath(key, input), { ...opts, method, body: {}, idempotent });
  return request(callPath(key), { ...opts, method, body: input ?? {}, idempotent });
}
