import type { FastifyInstance } from 'fastify';
import { isCalendarDay } from '../../domain/time.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { sendSnapshot } from '../http/snapshot-cache.js';
import { following, updateFollowing } from './following-service.js';
import { TeamGrids } from './team-grid.js';
import { teamWeek, teamWeekMonday } from './team-week-service.js';

/** The Monday of the week asked for, undefined when `from` is not a calendar day (its validation answers 400). */
function weekOf(query: unknown, now: Date): string | undefined {
  const { from } = query as { from?: unknown };
  if (from !== undefined && !isCalendarDay(from)) return undefined;
  return teamWeekMonday(from, now);
}

/** The team's week and the colleagues a person follows (decisions §21). */
export async function teamRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['team'];
  // One per app (per server process); the database's versions keep the processes in step.
  const grids = new TeamGrids();

  route(
    fastify,
    'GET /team-week',
    {
      tags,
      operationId: 'getTeamWeek',
      summary: "A group's week: who is in which day, and where",
      description:
        "Members of building 1. Monday to Friday of the week of `from` (any day of it; this week in Bucharest when left out) for the group `groupId` (the caller's main group when left out; a caller of no group: 400 `team.noGroup`). Each valid person of the group with, for each day, the desk they hold (of any group) and its floor, and whether an absence covers the day; the absence's kind only to the person, the managers of one of their groups and the administrators of building 1 (others get null). People come by name (the page puts the colleagues the caller follows first: GET /following); `desks` counts the desks open to the group. Open to the group's members and managers and to the administrators of building 1: a group that does not exist is 404 `app.groupUnknown`, one of the tower 403 `team.notOfficeGroup`, another group 403 `team.notYourGroup`. Served under the week's version: an If-None-Match of the current ETag answers 304.",
      // The week's version is read with the session as the request arrives (versions/office-day.ts).
      config: { teamWeek: (req, now) => weekOf(req.query, now) },
    },
    async (req, reply) => {
      const view = await teamWeek(ctx, grids, caller(req), req.query, await req.dayVersion);
      return 'snapshot' in view ? sendSnapshot(req, reply, view.snapshot) : ok(view.answer);
    },
  );

  route(
    fastify,
    'GET /following',
    {
      tags,
      operationId: 'getFollowedColleagues',
      summary: 'The colleagues the caller follows',
      description:
        'Members of building 1. The colleagues the caller follows, by name: those deleted since, or who may no longer enter building 1, are left out.',
    },
    async (req) => ok(await following(ctx, caller(req))),
  );

  route(
    fastify,
    'POST /following/update',
    {
      tags,
      operationId: 'updateFollowedColleagues',
      summary: 'Replace the colleagues the caller follows',
      description:
        'Members of building 1. `uuids` becomes the whole list (empty: no one), answered as saved, by name. At most 50 people, each once (400 `invalid`); each a valid person who may enter building 1 (400 `following.notColleague`), never the caller (400 `following.self`). A refusal changes nothing.',
    },
    async (req) => ok(await updateFollowing(ctx, caller(req), req.body)),
  );
}
