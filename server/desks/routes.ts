import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DESK_MSG } from '../../domain/desks/rules.js';
import { dateQuery, deskUpdate } from '../../domain/schemas/desks.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { deskMap, updateDesk } from './desk-service.js';
import { MapCache, matchesEtag, type MapSnapshot } from './map-cache.js';
import { presentDesk } from './presenter.js';

export async function deskRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['desks'];
  // One cache per app (per server process); the database's versions keep the processes in step.
  const cache = new MapCache();

  app.get('/api/desks', { config: { access: 'member:1' }, schema: { tags, querystring: dateQuery } }, async (req, reply) =>
    sendMap(req, reply, await deskMap(ctx, cache, req.query.date)),
  );

  app.get('/api/desks/group/:groupId', { config: { access: 'member:1' }, schema: { tags, params: z.object({ groupId: z.string().min(1).max(100) }), querystring: dateQuery } }, async (req, reply) =>
    sendMap(req, reply, await deskMap(ctx, cache, req.query.date, req.params.groupId)),
  );

  // Administrators set a desk's groups, and block (Manager) or allocate (Reserved) it for a named user.
  app.post('/api/desks/update', { schema: { tags, body: deskUpdate }, config: { access: 'admin:1' } }, async (req) => ({
    err: 0,
    payload: presentDesk(await updateDesk(ctx, caller(req), req.body)),
    message: DESK_MSG.saved,
  }));
}

/** The map's serialized envelope, or 304 when the browser holds this version already; browsers revalidate every time. */
function sendMap(req: FastifyRequest, reply: FastifyReply, map: MapSnapshot) {
  reply.header('etag', map.etag).header('cache-control', 'private, no-cache');
  if (matchesEtag(req.headers['if-none-match'], map.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(map.body);
}
