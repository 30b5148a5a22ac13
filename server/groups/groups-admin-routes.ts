import type { FastifyInstance } from 'fastify';
import { MSG } from '../../domain/messages.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { deleteGroup, groupDetails, saveGroup } from './groups-admin-service.js';

/** The groups administration of decisions §9 (administrators of the flexible office). */
export async function groupAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['groups'];

  route(
    fastify,
    'POST /groups/update',
    {
      tags,
      operationId: 'saveGroup',
      summary: 'Create a group, or change one with its memberships',
      description:
        'Administrators of CityOffices (decisions §9). Without `_id` it creates the group; with `_id` it changes the group as read at `version` (400 without it, 409 when the group changed since, 404 for an unknown group). The lists sent are the whole new membership; an unknown person, desk or room is refused (400), and only role admin grants managing (403). 409 when another group has the name. Answers the group with its new version, and a sentence in `message`.',
    },
    async (req) => {
      const { group, message } = await saveGroup(ctx, caller(req), req.body);
      return { ...ok(group), message };
    },
  );

  // GET /api/groups/ (every group) stays in routes.ts; a trailing slash never reaches this one.
  route(
    fastify,
    'GET /groups/:id',
    {
      tags,
      operationId: 'getGroup',
      summary: 'Read a group with its members, managers, desks and rooms',
      description:
        'Administrators of CityOffices: the group with its version (which an update sends back) and its four memberships. 404 for an unknown group.',
    },
    async (req) => ok(await groupDetails(ctx, caller(req), req.params.id)),
  );

  route(
    fastify,
    'POST /groups/delete',
    {
      tags,
      operationId: 'deleteGroup',
      summary: 'Delete a group',
      description:
        'Administrators of CityOffices: the group is taken out of every user, desk and room, then deleted; reservations keep its id for past statistics. 404 for an unknown group.',
    },
    async (req) => ({
      ...ok(await deleteGroup(ctx, caller(req), req.body._id)),
      message: MSG.groupDeleted,
    }),
  );
}
