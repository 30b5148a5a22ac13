import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userOfToken } from '../accounts/sessions.js';
import type { UserRow } from '../accounts/presenter.js';
import type { AppContext } from '../context.js';
import { forbidden, unauthorized } from './errors.js';

export type AuthLevel = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every API route is 'user' unless it says otherwise. */
    auth?: AuthLevel;
  }
  interface FastifyRequest {
    user: UserRow | null;
    token: string | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m ? m[1] : null;
}

/** Authentication runs first (before the body is read), so a stranger gets 401 before any 400. */
export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/docs') || !req.routeOptions.url) return;
    const level = req.routeOptions.config.auth ?? 'user';
    const token = bearerToken(req.headers.authorization);
    if (token) {
      req.token = token;
      req.user = await userOfToken(ctx.db, token, ctx.clock.now(), ctx.config.sessionDays);
    }
    if (level === 'public') return;
    if (!req.user) throw unauthorized();
    if (level === 'admin' && req.user.role !== 'admin') throw forbidden();
  });
}

/** The caller of a route whose level is 'user' or 'admin'. */
export function caller(req: FastifyRequest): UserRow {
  if (!req.user) throw unauthorized();
  return req.user;
}

/** Administrators of everything, or of one building through adminOf. */
export function isAdminOf(u: UserRow, building: string): boolean {
  return u.role === 'admin' || u.admin_of.includes(building);
}
