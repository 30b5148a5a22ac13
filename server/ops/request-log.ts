import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Decisions §16: every log line of a request carries its id (Fastify's child logger `req.log` adds
// `reqId` to each), the answer carries it as X-Request-Id, and each request makes one line of its
// own, once answered. Fastify's pair ('incoming request', 'request completed') is off
// (disableRequestLogging): two lines a request, and the raw URL, which holds a reset link's token.

const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's genReqId: the X-Request-Id a proxy sent (nginx's $request_id) when it is a short, safe token; a new UUID otherwise. */
export function requestId(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** The label of a request no route matched (an unknown path, a page of the web app): one for all, never the URL. */
export const UNMATCHED = 'unmatched';

/** A request's route pattern ('/api/users/info/:uuid'), never its URL. */
export const routeOf = (req: Pick<FastifyRequest, 'routeOptions'>): string => req.routeOptions?.url ?? UNMATCHED;

/** How a request reads wherever Fastify or a route logs `{ req }` (a stream's error): its method and route, no URL, header or body. */
export const LOG_SERIALIZERS = {
  req: (req: Pick<FastifyRequest, 'method' | 'routeOptions'>) => ({ method: req.method, route: routeOf(req) }),
};

// A balancer's probes every few seconds would fill the log: a probe that succeeds is a debug line.
const PROBES = new Set(['/health', '/ready']);
// pino's levels, by name ('silent' writes nothing).
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/** The one line of an answered request: method, route pattern, status, milliseconds and the signed-in user's id, at info. */
export function logRequest(req: FastifyRequest, reply: FastifyReply): void {
  const route = routeOf(req);
  const level = PROBES.has(route) && reply.statusCode < 400 ? 'debug' : 'info';
  if (LEVELS[req.log.level] > LEVELS[level]) return; // nothing made for a line not written (the bench runs at warn)
  req.log[level](
    { method: req.method, route, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, user: req.user?.uuid },
    'request',
  );
}

/** X-Request-Id on every answer, set first (an error's answer keeps it), and the request's line once it is answered. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    void reply.header('x-request-id', req.id);
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    logRequest(req, reply);
    done();
  });
}
