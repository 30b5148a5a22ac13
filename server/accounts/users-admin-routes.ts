import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '../../domain/messages.js';
import { userUpdateBody, usersQuery, userUuidBody } from '../../domain/schemas/users-admin.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { deleteUser, listUsers, setRandomPassword, updateUser } from './users-admin-service.js';

// The users administration (decisions §9): administrators of either building; the service
// decides which accounts each may see and change. A change answers its sentence beside the payload.
export async function usersAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const config = { access: 'buildingAdmin' as const };

  app.get('/api/users', { config, schema: { tags, querystring: usersQuery } }, async (req) => ok(await listUsers(ctx, caller(req), req.query)));

  app.post('/api/users/update', { config, schema: { tags, body: userUpdateBody } }, async (req) => ({
    ...ok(await updateUser(ctx, caller(req), req.body)),
    message: MSG.userUpdated,
  }));

  app.post('/api/users/setRandomPassword', { config, schema: { tags, body: userUuidBody } }, async (req) => ({
    ...ok(await setRandomPassword(ctx, caller(req), req.body.uuid)),
    message: MSG.resetDone,
  }));

  app.post('/api/users/delete', { config, schema: { tags, body: userUuidBody } }, async (req) => ({
    ...ok(await deleteUser(ctx, caller(req), req.body.uuid)),
    message: MSG.userDeleted,
  }));
}
