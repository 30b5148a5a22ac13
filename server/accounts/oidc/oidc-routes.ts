import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OIDC_RETURN, type OidcReturnReason } from '../../../domain/oidc.js';
import type { AppContext } from '../../context.js';
import { setCookie, tokenCookie } from '../../http/cookies.js';
import { ok } from '../../http/envelope.js';
import { FLOW_MS, HANDOVER_MS, finishSignIn, reportProviderFailure, startSignIn, takeSession } from './oidc-service.js';
import { route } from '../../http/route.js';
import { CALLBACK_PATH, callbackUrl } from './provider-client.js';

// The company sign-in's routes (decisions §17). Start and return are the browser's navigations
// (the button's link, the provider's redirect), not calls of the API: they answer redirects, and
// the OpenAPI document leaves them out (its operations answer the envelope). The session is
// taken by POST, in the envelope, as a password login's.

const START_PATH = '/api/auth/oidc/start';
const SESSION_PATH = '/api/auth/oidc/session';
/** The sign-in under way: sent back only with the provider's redirect to the callback (Lax: a top-level navigation from its site). */
const FLOW_COOKIE = 'oidc_flow';
/** The confirmed sign-in: sent only to the session route, only from this application's own pages (Strict). */
const HANDOVER_COOKIE = 'oidc_handover';

const toLogin = (reason?: OidcReturnReason) =>
  `${OIDC_RETURN.path}?${new URLSearchParams(reason ? { [OIDC_RETURN.error]: reason } : { [OIDC_RETURN.done]: '1' }).toString()}`;

export async function oidcRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cookie = (name: string, value: string, path: string, ms: number, sameSite: 'Strict' | 'Lax') =>
    setCookie(name, value, { path, maxAge: Math.floor(ms / 1000), sameSite, publicUrl: ctx.config.publicUrl });
  /** No page of the sign-in is kept by a cache, nor its address sent on as a referrer. */
  const navigation = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');

  app.get(START_PATH, { schema: { hide: true }, config: { access: 'public', scope: 'never' } }, async (req, reply) => {
    const step = await startSignIn(ctx, req.ip);
    navigation(reply);
    if (step.to === 'login') {
      reportProviderFailure(ctx, req.log, 'start', step.failure);
      return reply.redirect(toLogin(step.reason), 303);
    }
    void reply.header('set-cookie', cookie(FLOW_COOKIE, step.flowKey, CALLBACK_PATH, FLOW_MS, 'Lax'));
    return reply.redirect(step.url, 303);
  });

  app.get(CALLBACK_PATH, { schema: { hide: true }, config: { access: 'public', scope: 'never' } }, async (req, reply) => {
    // The provider's answer as it arrived, on the address it was sent to (the token request repeats it).
    const returned = new URL(callbackUrl(ctx.config.publicUrl));
    returned.search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const result = await finishSignIn(ctx, tokenCookie(req.headers.cookie, FLOW_COOKIE), returned, req.ip);
    if ('failure' in result) reportProviderFailure(ctx, req.log, 'callback', result.failure);
    navigation(reply);
    const cookies = [cookie(FLOW_COOKIE, '', CALLBACK_PATH, 0, 'Lax')];
    if ('handover' in result) cookies.push(cookie(HANDOVER_COOKIE, result.handover, SESSION_PATH, HANDOVER_MS, 'Strict'));
    void reply.header('set-cookie', cookies);
    return reply.redirect(toLogin('reason' in result ? result.reason : undefined), 303);
  });

  route(
    app,
    'POST /auth/oidc/session',
    {
      tags: ['users'],
      operationId: 'takeCompanySignInSession',
      summary: "The session of a sign-in confirmed by the company's identity provider",
      description:
        'Public; for /login, once the provider has sent the browser back (decisions §17). The browser reaches the provider by GET /api/auth/oidc/start and comes back by GET /api/auth/oidc/callback, navigations that answer redirects and are not listed here; the callback leaves a one-time handover in an HttpOnly cookie sent only here. Answers the user and the bearer token of a new session, as `POST /api/users/login` does; the handover works once, within a minute (401 `oidc.expired` otherwise). Without the OIDC settings, 404 `oidc.off`.',
    },
    async (req, reply) => {
      const user = await takeSession(ctx, tokenCookie(req.headers.cookie, HANDOVER_COOKIE));
      void reply.header('set-cookie', cookie(HANDOVER_COOKIE, '', SESSION_PATH, 0, 'Strict')).header('cache-control', 'no-store');
      return ok(user);
    },
  );
}
