import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { everyGroup, groupsOfCaller } from './groups-service.js';

export async function groupRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['groups'];
  app.get('/api/groups/', { schema: { tags }, config: { access: 'admin:1' } }, async (req) => ok(await everyGroup(ctx, caller(req))));
  app.get('/api/users/groups/', { config: { access: 'user' }, schema: { tags } }, async (req) => ok(await groupsOfCaller(ctx, caller(req))));
}
