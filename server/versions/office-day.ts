import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { isApiToken } from '../../domain/tokens/scopes.js';
import { bearerToken, hashToken } from '../identity/tokens.js';
import { dayVersionAndSession, weekVersionAndSession } from './queries.js';
import type { DayVersion } from './version-service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The office day whose version a route serves a snapshot under (the map of a day, the status
     * card). Undefined when the request names no valid day (its validation answers 400 then).
     */
    officeDay?: (req: FastifyRequest, now: Date) => string | undefined;
    /** The Monday of the team's week a route serves a snapshot under (migration 026), as officeDay. */
    teamWeek?: (req: FastifyRequest, now: Date) => string | undefined;
  }
  interface FastifyRequest {
    /**
     * The version of the route's officeDay (its `day`) or teamWeek (its Monday as `day`), read as the
     * request arrived; null when the route names none.
     */
    dayVersion: Promise<DayVersion> | null;
  }
}

/**
 * Reads the office day's (or the team's week's) version and the caller's session in one statement as a snapshot route's
 * request arrives, before the auth hook (http/auth.ts, registered after this), which takes the
 * session from it: a snapshot costs the database one statement, as a request without one does.
 * A request without a bearer token is refused by the auth hook and reads nothing.
 */
export function registerOfficeDayVersion(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('dayVersion', null);
  app.addHook('onRequest', async (req) => {
    const token = bearerToken(req.headers.authorization);
    // A personal API token is read by the auth hook (decisions §23); the route then reads the version itself.
    if (!token || isApiToken(token)) return;
    const now = ctx.clock.now();
    const config = req.routeOptions.config;
    const officeDay = config?.officeDay?.(req, now);
    const day = officeDay ?? config?.teamWeek?.(req, now);
    if (!day) return;
    const read = (officeDay ? dayVersionAndSession : weekVersionAndSession)(ctx.db, day, hashToken(token), now);
    read.catch(() => undefined); // the hooks await it; a request refused before then must not leave it unhandled
    req.dayVersion = read.then(({ version }) => ({ day, version }));
    req.dayVersion.catch(() => undefined);
    req.sessionRead = read.then(({ session }) => session);
  });
}
