import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { everyGroup, groupsOfCaller } from './groups-service.js';

// The specification writes `/api/groups/` and `/api/users/groups/`; routes ignore a trailing slash, so both spellings reach them and the document names them without.
export async function groupRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['groups'];

  route(
    fastify,
    'GET /groups',
    {
      tags,
      operationId: 'listGroups',
      summary: 'List every group',
      description: "Administrators of CityOffices: every group of both buildings, with the caller's main group and the groups they manage.",
    },
    async (req) => ok(await everyGroup(ctx, caller(req))),
  );

  route(
    fastify,
    'GET /users/groups',
    {
      tags,
      operationId: 'listMyGroups',
      summary: 'List the groups of the caller',
      description: 'Any signed-in user: the groups they belong to or manage, their main group and the groups they manage.',
    },
    async (req) => ok(await groupsOfCaller(ctx, caller(req))),
  );
}
