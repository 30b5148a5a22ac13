import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '../../domain/messages.js';
import { projectDeskBody } from '../../domain/schemas/groups.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { changeProjectDesk, myProjects } from './projects-service.js';

/** The managers' projects (decisions §9, flex-office §2 'My projects'). */
export async function projectRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['manager'];

  app.get('/api/manager/projects', { config: { access: 'manager' }, schema: { tags } }, async (req) => ok(await myProjects(ctx, caller(req))));

  app.post('/api/manager/projects/desks', { config: { access: 'manager' }, schema: { tags, body: projectDeskBody } }, async (req) => ({
    ...ok(await changeProjectDesk(ctx, caller(req), req.body)),
    message: req.body.action === 'add' ? MSG.projectDeskAdded : MSG.projectDeskRemoved,
  }));
}
