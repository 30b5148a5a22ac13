import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { following, updateFollowing } from './following-service.js';
import { teamWeek } from './team-week-service.js';

/** The team's week and the colleagues a person follows (decisions §21). */
export async function teamRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['team'];

  route(
    fastify,
    'GET /team-week',
    {
      tags,
      operationId: 'getTeamWeek',
      summary: "A group's week: who is in which day, and where",
      description:
        "Members of building 1. Monday to Friday of the week of `from` (any day of it; this week in Bucharest when left out) for the group `groupId` (the caller's main group when left out; a caller of no group: 400 `team.noGroup`). Each valid person of the group with, for each day, the desk they hold (of any group) and its floor, and whether an absence covers the day; the absence's kind only to the person, the managers of one of their groups and the administrators of building 1 (others get null). The colleagues the caller follows come first, then everyone by name; `desks` counts the desks open to the group. Open to the group's members and managers and to the administrators of building 1: a group that does not exist is 404 `app.groupUnknown`, one of the tower 403 `team.notOfficeGroup`, another group 403 `team.notYourGroup`.",
    },
    async (req) => ok(await teamWeek(ctx, caller(req), req.query)),
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
