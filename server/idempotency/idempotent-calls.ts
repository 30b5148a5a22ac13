import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { IDEMPOTENCY_HOURS, IDEMPOTENCY_KEY_PATTERN } from '../../domain/api/idempotent.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import type { AppContext } from '../context.js';
import { runAfterCommit, withinAmbient } from '../db/ambient.js';
import { badRequest, conflict } from '../errors.js';
import { caller } from '../http/auth.js';
import { claimKey, storeAnswer } from './queries.js';

// Issue #38, point 11 (docs/decisions/operations.md "Idempotency-Key"): a booking or a cancellation
// sent with an `Idempotency-Key` answers, to a repeat of that key by the same person within
// IDEMPOTENCY_HOURS, the first answer (status and body, byte for byte) without acting again. The
// routes are those of domain/api/idempotent.ts (http/route.ts marks them `config.idempotent`); their
// handlers are unchanged: this wraps them. The key is taken, the handler run and its answer stored
// in one transaction, so a committed booking always has its answer and a refused or failed one
// none. A call without the header runs as before.

/** The handlers already wrapped: a GET's HEAD twin is registered with its options, wrapper and all. */
const wrapped = new WeakSet<RouteHandlerMethod>();

/** Wraps the handler of every route marked idempotent; registered before the routes. */
export function registerIdempotentCalls(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    if (!route.config?.idempotent || wrapped.has(handler)) return;
    const once: RouteHandlerMethod = async function (this: FastifyInstance, req, reply) {
      const header = req.headers['idempotency-key'];
      if (header === undefined) return handler.call(this, req, reply);
      return answerOnce(ctx, req, reply, keyOf(header), () => handler.call(this, req, reply));
    };
    wrapped.add(once);
    route.handler = once;
  });
}

/** The header's key; a malformed one (or the header sent twice) is refused. */
function keyOf(header: string | string[]): string {
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header))
    throw badRequest(MSG.idempotencyKeyInvalid, APP_REASON.idempotencyKeyInvalid);
  return header;
}

/** An object's keys in order, at every depth: the same input hashes alike however its client wrote it. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object' && !(v instanceof Date)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : v;

/** The call and its input as validated: the same key sent with another call or input is refused. */
function requestHash(req: FastifyRequest): string {
  const call = [req.method, req.routeOptions.url, req.params, req.query, req.body];
  return createHash('sha256')
    .update(JSON.stringify(canonical(call)))
    .digest('base64url');
}

async function answerOnce(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  handle: () => unknown,
): Promise<FastifyReply> {
  const user = caller(req).uuid;
  const hash = requestHash(req);
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - IDEMPOTENCY_HOURS * 3_600_000);
  const outcome = await ctx.db.transaction(async (tx) => {
    const used = await claimKey(tx, { user, key, hash, now, since });
    if (used) {
      if (used.request_hash !== hash) throw conflict(MSG.idempotencyKeyReused, APP_REASON.idempotencyKeyReused);
      // Only a committed row is seen here, and a row commits with its answer.
      if (used.status === null || used.body === null) throw new Error('an Idempotency-Key without its answer');
      return { status: used.status, body: used.body, replayed: true, afterCommit: [] };
    }
    // The handler's queries and transactions run on this transaction (db/ambient.ts).
    const { out, afterCommit } = await withinAmbient(tx, async () => handle());
    if (out === reply) throw new Error(`${req.routeOptions.url}: an idempotent route answers its payload, and does not send it`);
    // Serialised here, by the route's own serializer, so that the stored body is the one sent.
    const body = String(reply.serialize(out));
    await storeAnswer(tx, user, key, reply.statusCode, body);
    return { status: reply.statusCode, body, replayed: false, afterCommit };
  });
  runAfterCommit(outcome.afterCommit);
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(outcome.status).type('application/json; charset=utf-8').send(outcome.body);
}
