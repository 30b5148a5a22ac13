import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { liveDays } from '../../domain/schemas/live.js';
import type { AppContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { caller } from '../http/auth.js';
import { openSessions } from '../identity/sessions-service.js';
import { hashToken } from '../identity/tokens.js';
import { daysVersions } from '../versions/version-service.js';
import { CHANNEL, HUB_DEFAULTS, LiveHub, type HubOptions } from './hub.js';
import { route } from '../http/route.js';
import { SSE_HEADERS } from './sse.js';
import { dbStreamRegistry } from './stream-registry.js';

/** GET /api/events (decisions §14): one hub per app, fed by one LISTEN; every stream ends when the app closes. */
export async function registerLive(root: FastifyInstance, ctx: AppContext, opts: Partial<HubOptions> = {}) {
  const hub = new LiveHub({
    readVersions: (days) => daysVersions(ctx.db, days),
    liveSessions: (hashes) => openSessions(ctx.db, hashes, ctx.clock.now()),
    registry: dbStreamRegistry(ctx.db),
    log: (m, e) => root.log.error({ err: e }, m),
    ...HUB_DEFAULTS,
    ...opts,
  });
  const unlisten = await ctx.db.listen(Object.values(CHANNEL), {
    notify: (channel, payload) => hub.notify(channel, payload),
    resumed: () => {
      root.log.info('live: the LISTEN connection is back; the streams catch up');
      hub.resume();
    },
    // While it is lost, no process's change reaches this process's streams: an operator's alert (GET /metrics).
    failed: (how, e) => {
      if (how === 'lost') {
        hub.listenLost++;
        root.log.error({ err: e }, 'live: the LISTEN connection was lost; live updates wait until it is back');
      } else root.log.warn({ err: e }, 'live: the LISTEN connection could not be opened; retrying');
    },
  });
  // Before the server stops listening: an open stream would otherwise hold a graceful shutdown for its whole delay.
  root.addHook('preClose', async () => hub.close());
  root.addHook('onClose', async () => unlisten());
  root.decorate('liveHub', hub);
  await root.register(async (i) => eventsRoute(i, hub));
  if (ctx.config.testClock) await root.register(async (i) => cutRoute(i, hub));
}

/** Only with TEST_CLOCK=1: the browser tests cut the streams as a restart or a lost network would. */
function cutRoute(fastify: FastifyInstance, hub: LiveHub) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  route(
    app,
    'POST /test/events/cut',
    {
      tags: ['test'],
      operationId: 'cutEvents',
      summary: "End this process's live streams",
      description:
        'Only on a server started with TEST_CLOCK=1, never in production. Ends every open GET /api/events stream of this process, as a restart would; answers how many.',
    },
    async () => ok({ ended: hub.cut() }),
  );
}

function eventsRoute(fastify: FastifyInstance, hub: LiveHub) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  route(
    app,
    'GET /events',
    {
      tags: ['live'],
      operationId: 'getEvents',
      summary: 'Live updates: a stream of Server-Sent Events',
      description:
        "Any signed-in user, with the same `Authorization` header as every call (read with fetch: no token in a URL). A `text/event-stream` that stays open: first an `office` event `{day, version}` with the current version of each of `days` (comma-separated calendar days, at most 31), then `office` `{day, version}` whenever what the office shows on a day changes (the desk map, a room's reservations, the status card; any server process on the database), and `tower` `{day}` when one of the caller's own tower requests of that day changes. A change of what every day shows (desks, rooms, names) is told for the days named. Each event has an `id:`; a comment line comes at least every 25 s. A stream whose session ends (a logout, a password set by an administrator, the account deleted) is ended within a minute, and its reconnection answers 401. A reader that falls too far behind is disconnected and reconnects; a reconnection gets the current versions first, so nothing is missed (`Last-Event-ID` is accepted and changes nothing). A session holds at most 10 streams and a person 20, in all the server processes on the database together: a stream opened beyond either closes the oldest first, whose last event is `replaced` `{per, max}` (`per`: `session` or `person`); its page reconnects only if it is still shown.",
      stream: {
        description: 'The stream, open until either side closes it.',
        example: 'id: 1\nevent: office\ndata: {"day":"2026-03-02","version":42}\n\n',
      },
    },
    async (req, reply) => {
      const user = caller(req);
      reply.hijack();
      reply.raw.writeHead(200, { ...SSE_HEADERS, 'x-request-id': req.id });
      // Answered already: a failed first read ends the stream, and the reader reconnects.
      const session = hashToken(req.token!);
      await hub.add({ kind: 'person', res: reply.raw, userId: user.uuid, session, days: liveDays(req.query.days) }).catch((e) => {
        req.log.error({ err: e }, 'live: the first versions could not be read');
        reply.raw.destroy();
      });
    },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's live hub (server/live/): tests and the benchmark read how many streams it holds. */
    liveHub?: LiveHub;
  }
}
