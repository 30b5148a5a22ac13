import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '../../domain/messages.js';
import { registerTurnBody } from '../../domain/schemas/tower-users.js';
import { TOWER_USER_COLUMNS } from '../../domain/tower/users-import.js';
import { UPLOAD_LIMIT } from '../../domain/upload-messages.js';
import { userUpdateBody, usersQuery, userUuidBody } from '../../domain/schemas/users-admin.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { readUpload } from '../uploads/multipart.js';
import { massRegisterTurn, registerTurn } from './tower-register-service.js';
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
    message: MSG.randomPasswordQueued,
  }));

  app.post('/api/users/delete', { config, schema: { tags, body: userUuidBody } }, async (req) => ({
    ...ok(await deleteUser(ctx, caller(req), req.body.uuid)),
    message: MSG.userDeleted,
  }));

  // Tower users added by the tower's administrators: the tower with the right to park (decisions §9).
  const tower = { access: 'admin:2' as const };
  app.post('/api/users/registerTurn', { config: tower, schema: { tags, body: registerTurnBody } }, async (req) => ({
    ...ok(await registerTurn(ctx, caller(req), req.body)),
    message: MSG.userAdded,
  }));

  app.post('/api/users/massRegisterTurn', { config: tower, schema: { tags, consumes: ['multipart/form-data'] } }, async (req) => {
    const me = caller(req);
    const made = await massRegisterTurn(ctx, me, await readUpload(req, [...TOWER_USER_COLUMNS], UPLOAD_LIMIT.rows.towerUsers));
    return { ...ok(made), message: MSG.usersAdded(made.created) };
  });
}
