import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedAnswer, calendarFeedStatusAnswer } from '../../domain/schemas/calendar-answers.js';
import type { AppContext } from '../context.js';
import { answers, fileAnswers } from '../http/answers.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { createFeed, feedCalendar, feedStatus, revokeFeed } from './feed-service.js';

/** The calendar feed (decisions §15): the caller's secret address, and the calendar it serves. */
export async function calendarRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['calendar'];

  app.get(
    '/api/calendar/feed',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'getMyCalendarFeed',
        summary: 'Whether the caller has a calendar address',
        description:
          'Any signed-in user, of either building. `active` and when the address was made; never the address, whose secret only its holder has (the server keeps its hash).',
        response: answers(calendarFeedStatusAnswer),
      },
    },
    async (req) => ok(await feedStatus(ctx, caller(req))),
  );

  app.post(
    '/api/calendar/feed',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'createMyCalendarFeed',
        summary: 'A new secret calendar address for the caller',
        description:
          "Any signed-in user, of either building. Answers `{url}`, `{PUBLIC_URL}/api/calendar/{secret}.ics`, shown this once; the caller's previous address stops answering.",
        response: answers(calendarFeedAnswer),
      },
    },
    async (req) => ok(await createFeed(ctx, caller(req))),
  );

  app.post(
    '/api/calendar/feed/delete',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'revokeMyCalendarFeed',
        summary: "Revokes the caller's calendar address",
        description:
          'Any signed-in user. The address stops answering (404); without one nothing changes. Answers the state, `active: false`.',
        response: answers(calendarFeedStatusAnswer),
      },
    },
    async (req) => ok(await revokeFeed(ctx, caller(req))),
  );

  app.get(
    '/api/calendar/:secret.ics',
    {
      // The secret is in the path: the request log keeps the route's pattern, never the URL (ops/request-log.ts).
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'getCalendarFeed',
        summary: "A person's bookings as an iCalendar feed",
        description:
          "No login: the secret address is the key. `text/calendar` (RFC 5545): the owner's desk reservations (all day), room reservations (Bucharest time) and tower requests (all day) from 60 days back on, those cancelled in the last 30 days as `STATUS:CANCELLED`; one stable UID per reservation, SEQUENCE growing with each change. An unknown, revoked or malformed secret answers 404 in the envelope.",
        params: z.object({ secret: z.string() }),
        response: fileAnswers('ics', 404),
      },
    },
    async (req, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(await feedCalendar(ctx, req.params.secret)),
  );
}
