import type { FastifyInstance } from 'fastify';
import type { Clock } from '../jobs/clock.js';

// The server's clock on every page of the web app, as the navigation's Server-Timing (`now`,
// its moment in ISO). A page of charts reckons its default range from the server's day; read
// from the page's own answer, its first data is asked for as the app starts, first in the
// browser's queue, rather than a round trip later (GET /api/meta) behind some thirty scripts
// on HTTP/1.1's six connections (issue #24, point 5: web/src/lib/early-page-data.ts).

/** The Server-Timing entry of a moment: `now;desc="2027-03-01T07:00:00.000Z"`. */
export const serverNowTiming = (at: Date) => `now;desc="${at.toISOString()}"`;

/** Adds the server's now to every HTML answer (the single-page app's index.html, whatever its path). */
export function registerServerNowHeader(app: FastifyInstance, clock: Clock): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) reply.header('server-timing', serverNowTiming(clock.now()));
    return payload;
  });
}
