import type { FastifyInstance } from 'fastify';
import type { BookNowMinutes } from '../../domain/displays/rules.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { hashToken } from '../identity/tokens.js';
import type { LiveHub } from '../live/hub.js';
import { SSE_HEADERS } from '../live/sse.js';
import { listDisplays, regenerateDisplay, removeDisplay, saveDisplay } from './display-admin-service.js';
import { bookNow, checkinAtDoor, displayOf, releaseAtDoor, todayOf } from './door-service.js';
import { displayView } from './view-service.js';

// Displays (decisions §24): the console's calls, and a display's own, whose only credential is the
// secret in its address. The request log writes route patterns, never URLs (ops/request-log.ts), so
// no secret reaches a log. Every answer and page sends Referrer-Policy: no-referrer (helmet's default);
// a stream, written past helmet, says so itself.

const NO_REFERRER = { 'referrer-policy': 'no-referrer' } as const;

export async function displayAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['displays'];
  route(
    fastify,
    'GET /displays',
    {
      tags,
      operationId: 'listDisplays',
      summary: 'The displays of rooms and floors, without their addresses',
      description:
        "Building 1's administrators. Each display's name and its room or floor; never its address, whose secret only its holder has.",
    },
    async () => ok(await listDisplays(ctx)),
  );
  route(
    fastify,
    'POST /displays/update',
    {
      tags,
      operationId: 'saveDisplay',
      summary: 'Make a display, or rename or move one',
      description:
        "Building 1's administrators. Without `_id`, a new display of a room (`roomId`) or a floor (`floor`), exactly one of the two, answered with `url` (`{PUBLIC_URL}/display/{secret}`, the secret 32 random bytes in base64url) this once. With `_id`, its name and place change and its address stays (`url` null). 404 for an unknown display, room or floor. Written in the audit log.",
    },
    async (req) => ok(await saveDisplay(ctx, caller(req), req.body)),
  );
  route(
    fastify,
    'POST /displays/:id/regenerate',
    {
      tags,
      operationId: 'regenerateDisplay',
      summary: "Replace a display's address ('Generați alt link')",
      description:
        "Building 1's administrators. A new secret, answered in `url` this once; the old address answers 404 at once and its open streams end within a minute. Written in the audit log.",
    },
    async (req) => ok(await regenerateDisplay(ctx, caller(req), req.params.id)),
  );
  route(
    fastify,
    'POST /displays/delete',
    {
      tags,
      operationId: 'deleteDisplay',
      summary: 'Delete a display',
      description:
        "Building 1's administrators. Its address answers 404 at once; the reservations it made at the door stay. Answers `{cancelled: 0}`. Written in the audit log.",
    },
    async (req) => ok(await removeDisplay(ctx, caller(req), req.body._id)),
  );
}

/** A display's own calls; the stream needs the app's live hub (registered after it). */
export async function displayRoutes(fastify: FastifyInstance, ctx: AppContext, hub: LiveHub) {
  const tags = ['displays'];
  const secretWords =
    'No login: the secret in the address is the display’s only credential (decisions §24); an unknown, revoked or malformed one answers 404.';
  route(
    fastify,
    'GET /display/:secret',
    {
      tags,
      operationId: 'getDisplayView',
      summary: 'What a display shows now',
      description: `${secretWords} A room's display: its name, the server's time and today's reservations that have not ended (a booker's name only when showNamesOnDisplays is 1; 'Rezervare la ușă' for those made at the door). A floor's board: its plan's size, its desks' states today (initials when names are shown), its rooms (busy now or not), the free counts, and the address its QR code opens.`,
    },
    async (req) => ok(await displayView(ctx, req.params.secret)),
  );
  const press = (what: string) => `${secretWords} ${what} Audited as the display's. A floor's board answers 400 \`display.notRoom\`.`;
  route(
    fastify,
    'POST /display/:secret/book',
    {
      tags,
      operationId: 'bookAtDisplay',
      summary: "'Rezervați acum' at a room's door",
      description: press(
        "Books the room for the display ('Rezervare la ușă', counted in no person's limits) from now to the half-hour boundary `minutes` (30 or 60, in the query) after the current half hour began, cut at the next reservation's start and at 20:00. 400 `display.closed` before 08:00, from 20:00 or on a weekend; 409 `display.underWay` while a reservation holds the room.",
      ),
    },
    async (req) => ok(await bookNow(ctx, req.params.secret, req.query.minutes as BookNowMinutes)),
  );
  route(
    fastify,
    'POST /display/:secret/checkin',
    {
      tags,
      operationId: 'checkinAtDisplay',
      summary: "'Confirmați începerea': the meeting under way has started",
      description: press(
        'The reservation under way becomes `busy` (`action` confirmed, or already). 409 `display.nothingUnderWay` when none is.',
      ),
    },
    async (req) => ok(await checkinAtDoor(ctx, req.params.secret)),
  );
  route(
    fastify,
    'POST /display/:secret/release',
    {
      tags,
      operationId: 'releaseAtDisplay',
      summary: "'Eliberați sala': the meeting under way ends now",
      description: press('The reservation under way ends now, the rest of its time free. 409 `display.nothingUnderWay` when none is.'),
    },
    async (req) => ok(await releaseAtDoor(ctx, req.params.secret)),
  );
  route(
    fastify,
    'GET /display/:secret/events',
    {
      tags,
      operationId: 'getDisplayEvents',
      summary: "A display's live updates: Server-Sent Events",
      description: `${secretWords} As GET /api/events (decisions §14), without a session: first an \`office\` event \`{day, version}\` for today, then one whenever what the office shows that day changes; the stream ends at midnight (Bucharest), and the display reconnects for the new day. A display's secret holds at most 3 streams and a process 500 displays' streams; a new link or the display's deletion ends its streams within a minute.`,
      stream: {
        description: 'The stream, open until either side closes it.',
        example: 'id: 1\nevent: office\ndata: {"day":"2026-03-02","version":42}\n\n',
      },
    },
    async (req, reply) => {
      await displayOf(ctx.db, req.params.secret);
      reply.hijack();
      reply.raw.writeHead(200, { ...SSE_HEADERS, ...NO_REFERRER, 'x-request-id': req.id });
      const now = ctx.clock.now();
      const today = todayOf(now);
      // A stream follows the day it opened on: it ends at midnight, and the display reconnects to the new day.
      const midnight = setTimeout(() => reply.raw.end(), today.to.getTime() - now.getTime());
      midnight.unref();
      reply.raw.on('close', () => clearTimeout(midnight));
      await hub.add({ kind: 'display', res: reply.raw, display: hashToken(req.params.secret), days: [today.day] }).catch((e) => {
        req.log.error({ err: e }, 'live: the first versions of a display could not be read');
        reply.raw.destroy();
      });
    },
  );
}
