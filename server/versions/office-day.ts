import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { dayVersion, type DayVersion } from './version-service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The office day whose version a route serves a snapshot under (the map of a day, the status
     * card). Undefined when the request names no valid day (its validation answers 400 then).
     */
    officeDay?: (req: FastifyRequest, now: Date) => string | undefined;
  }
  interface FastifyRequest {
    /** The version of the route's officeDay, read as the request arrived; null when the route names none. */
    dayVersion: Promise<DayVersion> | null;
  }
}

/**
 * Starts reading the office day's version as a snapshot route's request arrives, before the
 * session is read (http/auth.ts, registered after this): the two statements run side by side on
 * PostgreSQL, so serving a snapshot still waits for one round trip to the database, not two.
 * A request without credentials is refused by the auth hook and reads nothing.
 */
export function registerOfficeDayVersion(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('dayVersion', null);
  app.addHook('onRequest', async (req) => {
    if (!req.headers.authorization) return;
    const day = req.routeOptions.config?.officeDay?.(req, ctx.clock.now());
    if (!day) return;
    const read = dayVersion(ctx.db, day).then((version) => ({ day, version }));
    read.catch(() => undefined); // the route awaits it; a request refused before then must not leave it unhandled
    req.dayVersion = read;
  });
}
