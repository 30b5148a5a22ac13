import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How the server lets go of its connections when it closes (SIGTERM, decisions §16). It stops
 * listening at once. A request already on a connection, in flight or arriving on a kept-alive
 * connection meanwhile, is answered as usual, with `Connection: close`, and its connection then
 * closes: its client sends nothing more on it. A connection that carries no request for
 * `idleGraceMs` is closed then; whatever is still open at `deadlineMs` is cut.
 *
 * Node's own close (http.Server.close) destroys the idle connections at once. But a connection the
 * server takes for idle may hold a request it has not read yet (its event loop was busy: PGlite
 * runs in this very thread) or one on its way, and destroying it resets that request: its client
 * cannot tell a reset write from a lost one. A client that has a connection in use sends its next
 * request on it well within the grace, and gets an answer that closes it.
 */
export const GRACEFUL_CLOSE = { idleGraceMs: 1_000, deadlineMs: 10_000 };

/**
 * Registers the drain on the app's close (a preClose hook: Fastify runs it once it marks itself
 * closing, before it closes the server). The app must be built with `return503OnClosing: false`,
 * or Fastify answers the requests that arrive meanwhile with its own 503 instead of serving them.
 */
export function registerGracefulClose(app: FastifyInstance, o = GRACEFUL_CLOSE): { registerDrain(): void; draining(): boolean } {
  let draining = false;
  // The requests in flight as the drain starts: their answers close their connections too.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  return {
    /** Whether the drain has begun: GET /ready then answers 503, so that a balancer polling on a kept-alive connection lets go too. */
    draining: () => draining,
    /**
     * The drain itself, registered last: preClose hooks run in the order they were added, and those
     * that end long-lived answers (the live updates' streams) must run before it waits for every
     * connection to end, or it would wait for its deadline.
     */
    registerDrain: () =>
      app.addHook('preClose', async () => {
        if (!app.server.listening) return; // built for inject (tests): no connection to drain
        draining = true;
        await drain(app.server, o);
      }),
  };
}

/** Resolves once the server listens no more and its last connection has ended. */
function drain(server: Server, o: typeof GRACEFUL_CLOSE): Promise<void> {
  return new Promise((resolve) => {
    // In the loop's check phase, after its poll has read what arrived meanwhile: a request that came
    // while the loop was busy (PGlite) is read, and its connection no longer idle, before the sweep.
    const sweep = setInterval(() => setImmediate(() => server.closeIdleConnections()), o.idleGraceMs);
    const deadline = setTimeout(() => server.closeAllConnections(), o.deadlineMs);
    server.once('close', () => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    // Listening stops now, before any answer tells a client to open a new connection; the idle
    // connections are left to the sweep (net's close, not http's: see above).
    NetServer.prototype.close.call(server);
  });
}
