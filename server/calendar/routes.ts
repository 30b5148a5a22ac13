import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { createFeed, feedCalendar, feedStatus, revokeFeed } from './feed-service.js';

/** The calendar feed (decisions §15): the caller's secret address, and the calendar it serves. */
export async function calendarRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['calendar'];

  route(
    fastify,
    'GET /calendar/feed',
    {
      tags,
      operationId: 'getMyCalendarFeed',
      summary: 'Whether the caller has a calendar address',
      description:
        'Any signed-in user, of either building. `active` and when the address was made; never the address, whose secret only its holder has (the server keeps its hash).',
    },
    async (req) => ok(await feedStatus(ctx, caller(req))),
  );

  route(
    fastify,
    'POST /calendar/feed',
    {
      tags,
      operationId: 'createMyCalendarFeed',
      summary: 'A new secret calendar address for the caller',
      description:
        "Any signed-in user, of either building. Answers `{url}`, `{PUBLIC_URL}/api/calendar/{secret}.ics`, shown this once; the caller's previous address stops answering.",
    },
    async (req) => ok(await createFeed(ctx, caller(req))),
  );

  route(
    fastify,
    'POST /calendar/feed/delete',
    {
      tags,
      operationId: 'revokeMyCalendarFeed',
      summary: "Revokes the caller's calendar address",
      description:
        'Any signed-in user. The address stops answering (404); without one nothing changes. Answers the state, `active: false`.',
    },
    async (req) => ok(await revokeFeed(ctx, caller(req))),
  );

  route(
    fastify,
    'GET /calendar/:secret.ics',
    {
      tags,
      operationId: 'getCalendarFeed',
      summary: "A person's bookings as an iCalendar feed",
      description:
        "No login: the secret address is the key. `text/calendar` (RFC 5545): the owner's desk reservations (all day), room reservations (Bucharest time) and tower requests (all day) from 60 days back on, those cancelled in the last 30 days as `STATUS:CANCELLED`; one stable UID per reservation, SEQUENCE growing with each change. An unknown, revoked or malformed secret answers 404 in the envelope.",
    },
    async (req, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(await feedCalendar(ctx, req.params.secret)),
  );
}
