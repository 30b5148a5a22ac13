import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { readinessCheck } from './readiness.js';

// Decisions §16: for load balancers and orchestrators, outside /api and the access model (no
// session is asked for, none is read), and out of the OpenAPI document, which describes /api.
// The answers name nothing of the inside (no version, no error); nothing caches them; a probe is
// never throttled by RATE_LIMIT, which would take a healthy process out of the balancer.
const PROBE = { schema: { hide: true }, config: { rateLimit: false as const } };

export function healthRoutes(app: FastifyInstance, ctx: AppContext, draining: () => boolean = () => false): void {
  // The probe hears only 503: why is the operator's to read (one line per check, however many probes wait on it).
  const ready = readinessCheck(ctx.db, undefined, (e) => app.log.warn({ err: e }, 'ready: the database did not answer'));

  /** Liveness: the process runs and answers HTTP. */
  app.get('/health', PROBE, async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  /** Readiness: the database answers and carries every migration of this code, and the process is not closing; 503 otherwise. */
  app.get('/ready', PROBE, async (_req, reply) => {
    const ok = !draining() && (await ready());
    void reply.status(ok ? 200 : 503).header('cache-control', 'no-store');
    return { status: ok ? 'ok' : 'unavailable' };
  });
}
