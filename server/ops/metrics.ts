import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context.js';
import { NOT_FOUND_ANSWER } from '../http/envelope.js';
import { bearerToken } from '../identity/tokens.js';
import { routeOf } from './request-log.js';

// Decisions §16: GET /metrics, Prometheus's text format, only to `Authorization: Bearer METRICS_TOKEN`.
// Without METRICS_TOKEN, or to any other caller (a session's token included), it answers the 404 of
// an unknown API path, and without it nothing is measured either. Each app has its registry, so that
// several apps in one process (tests) count apart; the process's own metrics (CPU, memory, event
// loop, GC) are collected once per process and joined to each. Counts are this process's: scrape
// every process (they sit behind the balancer, which would hand a scrape to either).

// From a cached snapshot (~1 ms) to a large export; seconds.
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** GET /metrics: this app's metrics (appMetrics) to the holder of METRICS_TOKEN, the 404 of an unknown path to anyone else. */
export function metricsRoutes(app: FastifyInstance, ctx: AppContext, registry: Registry | null): void {
  const token = ctx.config.metricsToken;
  const expected = token ? digest(token) : null;
  // Compared as digests: the same length whatever is sent, and in constant time.
  const allowed = (header: string | undefined) => {
    const given = bearerToken(header);
    return !!expected && given !== null && timingSafeEqual(digest(given), expected);
  };
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!registry || !allowed(req.headers.authorization)) return reply.status(404).send(NOT_FOUND_ANSWER);
    void reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}

/** A counter that reads its value from `read` at each scrape (the scheduler's and the outbox's own tallies). */
function tally<L extends string>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: L[],
  read: () => Iterable<[Partial<Record<L, string>>, number]>,
) {
  return new Counter<L>({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const [labels, value] of read()) this.inc(labels, value);
    },
  });
}

/**
 * With METRICS_TOKEN, this app's registry and the hook that times every request; null (nothing
 * measured) without it. Call it on the root app before any route: a plugin registered earlier would
 * not inherit the hook.
 */
export function appMetrics(app: FastifyInstance, ctx: AppContext): Registry | null {
  if (!ctx.config.metricsToken) return null;
  const own = new Registry();

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern (unmatched: no route matched) and status.',
    labelNames,
    registers: [own],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'How long HTTP requests took to answer, by method, route pattern and status.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [own],
  });
  app.addHook('onResponse', (req, reply, done) => {
    const labels = { method: req.method, route: routeOf(req), status: reply.statusCode };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const jobs = () => ctx.scheduler.counts.entries();
  tally(
    own,
    'scheduled_job_runs_total',
    'Runs of each scheduled job started by this process (failed ones included).',
    ['job_name'],
    function* () {
      for (const [job_name, c] of jobs()) yield [{ job_name }, c.runs];
    },
  );
  tally(
    own,
    'scheduled_job_failures_total',
    'Runs of each scheduled job that failed (retried at the next pass).',
    ['job_name'],
    function* () {
      for (const [job_name, c] of jobs()) yield [{ job_name }, c.failures];
    },
  );

  const mail = ctx.outbox.counts;
  tally(own, 'mail_sent_total', 'E-mails handed to the mail server (or written to the outbox folder).', [], () => [[{}, mail.sent]]);
  tally(own, 'mail_failed_total', 'Sending attempts that failed; each is retried with back-off.', [], () => [[{}, mail.failed]]);
  tally(own, 'mail_given_up_total', 'E-mails given up after their last attempt.', [], () => [[{}, mail.givenUp]]);

  tally(
    own,
    'webhook_deliveries_total',
    'Attempts to deliver webhook events, by event and outcome: delivered, failed (retried later), givenUp (the last attempt; the webhook turned off).',
    ['event', 'outcome'],
    function* () {
      for (const [event, c] of ctx.webhooks.counts)
        for (const outcome of ['delivered', 'failed', 'givenUp'] as const) yield [{ event, outcome }, c[outcome]];
    },
  );

  // The hub is registered after this (server/live/routes.ts): read at the scrape, not now.
  tally(own, 'live_streams_dropped_total', 'Live update streams dropped for reading too slowly (their readers reconnect).', [], () => [
    [{}, app.liveHub?.dropped ?? 0],
  ]);
  tally(
    own,
    'live_streams_replaced_total',
    'Live update streams closed for a newer one of the same session or person, past its cap (domain/live-caps.ts).',
    [],
    () => [[{}, app.liveHub?.replaced ?? 0]],
  );
  tally(
    own,
    'live_listen_connections_lost_total',
    "Losses of the database connection that listens for changes: until it is back, this process's live updates stop.",
    [],
    () => [[{}, app.liveHub?.listenLost ?? 0]],
  );
  tally(
    own,
    'oidc_provider_errors_total',
    "Calls to the company's identity provider that failed, by the sign-in's step (start, callback) and reason (unavailable: out of reach).",
    ['step', 'reason'],
    () => ctx.failures.oidcProvider.entries(),
  );

  // PostgreSQL's pool; PGlite is one connection inside the process, with nothing to tell.
  if (ctx.db.connections) {
    const connections = () => ctx.db.connections?.() ?? { total: 0, idle: 0, waiting: 0 };
    new Gauge({
      name: 'db_connections_in_use',
      help: 'Connections of the pool running a query or a transaction.',
      registers: [own],
      collect() {
        const c = connections();
        this.set(c.total - c.idle);
      },
    });
    new Gauge({
      name: 'db_connections_idle',
      help: 'Open connections of the pool waiting for work.',
      registers: [own],
      collect() {
        this.set(connections().idle);
      },
    });
    new Gauge({
      name: 'db_connections_waiting',
      help: 'Queries and transactions waiting for a connection of the pool.',
      registers: [own],
      collect() {
        this.set(connections().waiting);
      },
    });
  }
  return Registry.merge([own, processMetrics()]);
}
