import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_LEVELS, meetsAccess, type Access } from '../../domain/policy.js';
import { TOKEN_MSG, TOKEN_REASON } from '../../domain/tokens/messages.js';
import { isApiToken, ROUTE_SCOPES, scopeOpens, type RouteScope } from '../../domain/tokens/scopes.js';
import { userOfApiToken } from '../identity/api-tokens.js';
import { callerOf, type Caller } from '../identity/actor.js';
import { userOfToken, type SessionUser } from '../identity/sessions-service.js';
import { bearerToken } from '../identity/tokens.js';
import type { AppContext } from '../context.js';
import { forbidden, unauthorized } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (domain/policy.ts). Every /api route must say; none is open by default. */
    access?: Access;
    /** What a personal API token needs to call the route (domain/tokens/scopes.ts); every /api route says. */
    scope?: RouteScope;
  }
  interface FastifyRequest {
    /** The caller, converted once to the domain's view (identity/actor.ts); null when no live session. */
    user: Caller | null;
    token: string | null;
    /**
     * The session's row when another hook read it in a statement of its own (versions/office-day.ts
     * reads it beside a day's version: one statement, not two); null when the auth hook reads it.
     */
    sessionRead: Promise<SessionUser | null> | null;
  }
}

/** The declared access and token scope of every API route, keyed 'METHOD /api/path/{param}', as the OpenAPI document names it. */
export type AccessRegistry = Map<string, { access: Access; scope: RouteScope }>;

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/** Whether a request path is the API's, however it is spelled (`/%61pi/`, `/API/`): never the web app's page. */
export function isApiPath(rawUrl: string): boolean {
  let path = rawUrl.split('?')[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    /* a malformed escape is not the web app's page either way */
  }
  return /^\/+api(\/|$)/i.test(path);
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Who may call a route is read from the route that matched, never from the URL text:
 * `/%61pi/…` and `/api/…` reach the same route and the same check. A route under /api
 * that declares no access cannot be registered (the app refuses to start), and one that
 * somehow lacks it at run time is refused.
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext, registry: AccessRegistry) {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.decorateRequest('sessionRead', null);
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return; // the web app's static files; the operators' /health, /ready, /metrics (ops/), which read no session
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public', scope: 'read' };
    const access = route.config?.access;
    const scope = route.config?.scope;
    if (!access || !ACCESS_LEVELS.includes(access))
      throw new Error(`${String(route.method)} ${route.url} declares no access (config.access)`);
    if (!scope || !ROUTE_SCOPES.includes(scope))
      throw new Error(`${String(route.method)} ${route.url} declares no scope for API tokens (config.scope)`);
    for (const m of [route.method].flat()) registry.set(`${m} ${openApiPath(route.url)}`, { access, scope });
  });
  app.addHook('onRequest', async (req) => {
    const route = req.routeOptions.url;
    if (route === undefined || !isApiRoute(route)) return; // not found, or a static file
    const access = req.routeOptions.config.access;
    const token = bearerToken(req.headers.authorization);
    if (token && isApiToken(token)) {
      // A personal API token (decisions §23): its owner within its scopes; an unknown or expired one is no caller.
      const owner = await userOfApiToken(ctx.db, token, ctx.clock.now());
      req.user = owner ? callerOf(owner) : null;
      if (owner && !scopeOpens(req.routeOptions.config.scope ?? 'never', owner.token_scopes))
        throw forbidden(TOKEN_MSG.scope, TOKEN_REASON.scope);
    } else if (token) {
      req.token = token;
      const owner = await userOfToken(ctx.db, token, ctx.clock.now(), ctx.config.sessionDays, req.sessionRead);
      req.user = owner ? callerOf(owner) : null;
    }
    if (access === 'public') return;
    if (!req.user) throw unauthorized();
    if (!access || !meetsAccess(req.user.actor, access)) throw forbidden(undefined, 'access');
  });
}

/** The caller of a route whose access is not 'public'. */
export function caller(req: FastifyRequest): Caller {
  if (!req.user) throw unauthorized();
  return req.user;
}
