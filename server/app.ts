import { existsSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import { MSG } from '../domain/messages.js';
import { accountRoutes } from './accounts/routes.js';
import { oidcRoutes } from './accounts/oidc/oidc-routes.js';
import { usersAdminRoutes } from './accounts/users-admin-routes.js';
import { auditRoutes } from './audit/routes.js';
import { calendarRoutes } from './calendar/routes.js';
import { trustProxy } from './config.js';
import type { AppContext } from './context.js';
import { deskReservationRoutes } from './desk-reservations/routes.js';
import { deskRoutes } from './desks/routes.js';
import { floorRoutes } from './floors/routes.js';
import { groupAdminRoutes } from './groups/groups-admin-routes.js';
import { providerGroupRoutes } from './provider-groups/routes.js';
import { projectRoutes } from './groups/projects-routes.js';
import { groupRoutes } from './groups/routes.js';
import { roomRoutes } from './rooms/routes.js';
import { carRoutes } from './tower/cars-routes.js';
import { profileRoutes } from './accounts/profile-routes.js';
import { privacyRoutes } from './privacy/routes.js';
import { patternRoutes } from './week/pattern-routes.js';
import { teamRoutes } from './team/routes.js';
import { parkingRoutes } from './tower/routes.js';
import { roundsAdminRoutes } from './tower/rounds-admin-routes.js';
import { absenceRoutes } from './week/absence-routes.js';
import { tokenRoutes } from './tokens/routes.js';
import { webhookRoutes } from './webhooks/routes.js';
import { isApiPath, registerAuth, type AccessRegistry } from './http/auth.js';
import { describeRoute, finishDocument } from './http/openapi.js';
import { checkAnswers } from './http/answer-check.js';
import { registerWebStatic } from './http/web-static.js';
import { registerGracefulClose } from './http/graceful-close.js';
import { declareImpliedAnswers, serializerCompiler } from './http/answers.js';
import { clientErrorReply, NOT_FOUND_ANSWER, ok, registerEnvelope } from './http/envelope.js';
import { registerIdempotentCalls } from './idempotency/idempotent-calls.js';
import { registerLive } from './live/routes.js';
import { displayAdminRoutes, displayRoutes } from './displays/routes.js';
import { displaySecretsIn } from './displays/queries.js';
import { testClockRoutes } from './http/test-clock-routes.js';
import { registerServerNowHeader } from './http/server-now-header.js';
import { settingsRoutes } from './settings/routes.js';
import { statisticsRoutes } from './statistics/routes.js';
import { MULTIPART_LIMITS } from './uploads/multipart.js';
import { registerOfficeDayVersion } from './versions/office-day.js';
import { healthRoutes } from './ops/health-routes.js';
import { appMetrics, metricsRoutes } from './ops/metrics.js';
import { route } from './http/route.js';
import { isScimPath, SCIM_PREFIX, SCIM_TYPE, scimRoutes } from './scim/routes.js';
import { errorBody, invalidSyntax } from './scim/errors.js';
import { logRequest, registerRequestLog, requestId } from './ops/request-log.js';
import { appLogger } from './ops/logger.js';

export const VERSION = '1.1.5';

/**
 * Builds the whole HTTP app; main.ts listens with it and tests inject into it. `answerDrift` (tests)
 * collects every answer that does not match its declared schema; `logger` is the process's
 * (main.ts: the start-up logged through it already), else one is made, writing to `logStream`
 * (tests) or stdout.
 */
export async function buildApp(
  ctx: AppContext,
  opts: { serveWeb?: boolean; answerDrift?: string[]; logStream?: { write(line: string): void }; logger?: FastifyBaseLogger } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: opts.logger ?? appLogger(ctx.config.logLevel, opts.logStream),
    // One line per request, of our own (ops/request-log.ts), under the request's id.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // Registering waits on the database (the live updates' LISTEN queues behind its work on PGlite):
    // a start on a busy machine may take longer than Fastify's 10 s without anything being wrong.
    pluginTimeout: 60_000,
    bodyLimit: 10 * 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (decisions §11).
    trustProxy: trustProxy(ctx.config.trustProxy),
    // The router's own refusals (a bad %-escape, an over-long parameter) answer in the envelope too.
    // No hook runs for these: the request's id and line are given here.
    frameworkErrors: (_error, req, reply) => {
      const r = reply as unknown as FastifyReply;
      void r.header('x-request-id', req.id).status(400);
      // Under SCIM (when it is on), SCIM's own error (decisions §25).
      if (ctx.config.scim && isScimPath(req.url)) void r.type(SCIM_TYPE).send(errorBody(invalidSyntax('The request path is malformed')));
      else void r.send({ err: 400, payload: null, message: MSG.invalidRequest, reason: 'invalid' });
      logRequest(req, r);
    },
    // And the HTTP parser's (a broken chunk of an upload, a body longer than declared).
    clientErrorHandler: clientErrorReply,
    // While it closes, a request that arrives on an open connection is served, not refused (http/graceful-close.ts).
    return503OnClosing: false,
  });
  const graceful = registerGracefulClose(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestLog(app);
  const metrics = appMetrics(app, ctx);
  registerEnvelope(app);
  app.addHook('onRoute', declareImpliedAnswers);
  registerIdempotentCalls(app, ctx); // before the routes: it wraps the handlers of bookings and cancellations
  if (opts.answerDrift) checkAnswers(app, opts.answerDrift);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'upgrade-insecure-requests': null },
    },
  });
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  if (ctx.config.rateLimit) await app.register(rateLimit, { max: ctx.config.rateLimit, timeWindow: '1 minute' });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Rezervări birouri și parcare',
        version: VERSION,
        description:
          'The API of the desk, meeting-room and parking booking app of CityOffices and the tower building. Every answer is the envelope `{err, payload, message?, reason?}`: `err: 0` with the payload on success, the HTTP status with `payload: null`, a Romanian `message` and a stable `reason` on a refusal (docs/api-reasons.md). A token from `POST /api/users/login` goes in `Authorization: Bearer`; `x-access` names who may call each operation.',
        contact: { name: 'Suport', email: ctx.config.supportEmail },
        license: { name: 'Proprietary: for the use of the organisation that runs it' },
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: describeRoute,
    transformObject: (doc) => finishDocument('openapiObject' in doc ? jsonSchemaTransformObject(doc) : {}, access),
  });
  const access: AccessRegistry = new Map();
  registerOfficeDayVersion(app, ctx); // before auth: its read runs alongside the session's
  registerAuth(app, ctx, access);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  route(
    app,
    'GET /meta',
    {
      tags: ['meta'],
      operationId: 'getMeta',
      summary: 'The server version, support contacts, public address, clock and ways to sign in',
      description:
        'Public. What the web app needs before anyone signs in; `now` is the server clock, which the app uses as "today"; `oidc` and `passwordLogin` say which ways in /login offers (decisions §17).',
    },
    async () =>
      ok({
        version: VERSION,
        supportEmail: ctx.config.supportEmail,
        guideUrl: ctx.config.guideUrl,
        publicUrl: ctx.config.publicUrl,
        testClock: ctx.config.testClock,
        // The web app reads "today" from the server's clock, so that both sides judge dates alike.
        now: ctx.clock.now().toISOString(),
        oidc: !!ctx.config.oidc,
        passwordLogin: ctx.config.passwordLogin,
      }),
  );
  await app.register(async (i) => accountRoutes(i, ctx));
  await app.register(async (i) => oidcRoutes(i, ctx));
  await app.register(async (i) => usersAdminRoutes(i, ctx));
  await app.register(async (i) => privacyRoutes(i, ctx));
  await app.register(async (i) => groupRoutes(i, ctx));
  await app.register(async (i) => groupAdminRoutes(i, ctx));
  await app.register(async (i) => providerGroupRoutes(i, ctx));
  await app.register(async (i) => projectRoutes(i, ctx));
  await app.register(async (i) => settingsRoutes(i, ctx));
  await app.register(async (i) => floorRoutes(i, ctx));
  await app.register(async (i) => deskRoutes(i, ctx));
  await app.register(async (i) => deskReservationRoutes(i, ctx));
  await app.register(async (i) => roomRoutes(i, ctx));
  await app.register(async (i) => carRoutes(i, ctx));
  await app.register(async (i) => parkingRoutes(i, ctx));
  await app.register(async (i) => roundsAdminRoutes(i, ctx));
  await app.register(async (i) => profileRoutes(i, ctx));
  await app.register(async (i) => patternRoutes(i, ctx));
  await app.register(async (i) => teamRoutes(i, ctx));
  await app.register(async (i) => tokenRoutes(i, ctx));
  await app.register(async (i) => webhookRoutes(i, ctx));
  await app.register(async (i) => statisticsRoutes(i, ctx));
  await app.register(async (i) => auditRoutes(i, ctx));
  await app.register(async (i) => calendarRoutes(i, ctx));
  await app.register(async (i) => absenceRoutes(i, ctx));
  await app.register(async (i) => displayAdminRoutes(i, ctx));
  await registerLive(app, ctx, { liveDisplays: (hashes) => displaySecretsIn(ctx.db, hashes) });
  await app.register(async (i) => displayRoutes(i, ctx, app.liveHub!));
  graceful.registerDrain(); // after the live streams' preClose, which ends them
  await app.register(async (i) => testClockRoutes(i, ctx));
  await app.register(async (i) => healthRoutes(i, ctx, graceful.draining));
  await app.register(async (i) => metricsRoutes(i, ctx, metrics));
  // Unset, /scim/v2 is an unknown path like any other (decisions §25).
  if (ctx.config.scim) await app.register(async (i) => scimRoutes(i, ctx), { prefix: SCIM_PREFIX });

  const webBuilt = (opts.serveWeb ?? true) && existsSync(join(ctx.config.webDist, 'index.html'));
  if (webBuilt) registerServerNowHeader(app, ctx.clock);
  if (webBuilt) await registerWebStatic(app, ctx.config.webDist);
  app.setNotFoundHandler((req, reply) => {
    // Client-side routes: any GET outside /api gets the single-page app.
    if (webBuilt && req.method === 'GET' && !isApiPath(req.url)) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send(NOT_FOUND_ANSWER);
  });
  return app;
}
