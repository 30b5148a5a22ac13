import type { FastifyInstance } from 'fastify';
import { MSG } from '../../domain/messages.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { changeProjectDesk, myProjects } from './projects-service.js';

/** The managers' projects (decisions §9, flex-office §2 'My projects'). */
export async function projectRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['manager'];

  route(
    fastify,
    'GET /manager/projects',
    {
      tags,
      operationId: 'listMyProjects',
      summary: 'List the projects the caller manages, with their desks',
      description:
        'Managers of a group and administrators of CityOffices (role admin manages every group): each project the caller manages with its desks, and the desks of the departments they manage that it could still take.',
    },
    async (req) => ok(await myProjects(ctx, caller(req))),
  );

  route(
    fastify,
    'POST /manager/projects/desks',
    {
      tags,
      operationId: 'changeProjectDesk',
      summary: "Add a desk of one of the caller's departments to a project, or take it out",
      description:
        'Managers (decisions §9): the project must be one they manage and an added desk must belong to one of their departments, a removed one to the project (403 otherwise); 404 for an unknown desk. Answers the project as listMyProjects lists it, with a sentence in `message`.',
    },
    async (req) => ({
      ...ok(await changeProjectDesk(ctx, caller(req), req.body)),
      message: req.body.action === 'add' ? MSG.projectDeskAdded : MSG.projectDeskRemoved,
    }),
  );
}
