import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DESK_MSG } from '../../domain/desks/rules.js';
import { dateQuery, deskUpdate } from '../../domain/schemas/desks.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { deskMap, updateDesk } from './desk-service.js';
import { presentDesk } from './presenter.js';

export async function deskRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['desks'];

  app.get('/api/desks', { config: { access: 'member:1' }, schema: { tags, querystring: dateQuery } }, async (req) =>
    ok((await deskMap(ctx, req.query.date)).map(presentDesk)),
  );

  app.get('/api/desks/group/:groupId', { config: { access: 'member:1' }, schema: { tags, params: z.object({ groupId: z.string().min(1).max(100) }), querystring: dateQuery } }, async (req) =>
    ok((await deskMap(ctx, req.query.date, req.params.groupId)).map(presentDesk)),
  );

  // Administrators set a desk's groups, and block (Manager) or allocate (Reserved) it for a named user.
  app.post('/api/desks/update', { schema: { tags, body: deskUpdate }, config: { access: 'admin:1' } }, async (req) => ({
    err: 0,
    payload: presentDesk(await updateDesk(ctx, caller(req), req.body)),
    message: DESK_MSG.saved,
  }));
}
