import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '../../domain/messages.js';
import { groupDeleteBody, groupIdParams, groupUpdateBody } from '../../domain/schemas/groups.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { deleteGroup, groupDetails, saveGroup } from './groups-admin-service.js';

/** The groups administration of decisions §9 (administrators of the flexible office). */
export async function groupAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['groups'];

  app.post('/api/groups/update', { config: { access: 'admin:1' }, schema: { tags, body: groupUpdateBody } }, async (req) => {
    const { group, message } = await saveGroup(ctx, caller(req), req.body);
    return { ...ok(group), message };
  });

  // GET /api/groups/ (every group) stays in routes.ts; a trailing slash never reaches this one.
  app.get('/api/groups/:id', { config: { access: 'admin:1' }, schema: { tags, params: groupIdParams } }, async (req) => ok(await groupDetails(ctx, caller(req), req.params.id)));

  app.post('/api/groups/delete', { config: { access: 'admin:1' }, schema: { tags, body: groupDeleteBody } }, async (req) => ({
    ...ok(await deleteGroup(ctx, caller(req), req.body._id)),
    message: MSG.groupDeleted,
  }));
}
