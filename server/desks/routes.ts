import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DESK_MSG } from '../../domain/desks/rules.js';
import { dateQuery, deskUpdate } from '../../domain/schemas/desks.js';
import { bucharestDay, isCalendarDay } from '../../domain/time.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { SnapshotCache, sendSnapshot } from '../http/snapshot-cache.js';
import { deskMap, updateDesk } from './desk-service.js';
import { presentDesk } from './presenter.js';

/** The day a map (or the status card) is asked for (?date=, today by default), for the version read with the session. */
export function mapDay(req: FastifyRequest, now: Date): string | undefined {
  const { date } = req.query as { date?: unknown };
  if (date === undefined) return bucharestDay(now);
  return isCalendarDay(date) ? date : undefined;
}

export async function deskRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['desks'];
  // One cache per app (per server process); the database's versions keep the processes in step.
  const cache = new SnapshotCache();

  app.get('/api/desks', { config: { access: 'member:1', officeDay: mapDay }, schema: { tags, querystring: dateQuery } }, async (req, reply) =>
    sendSnapshot(req, reply, await deskMap(ctx, cache, req.query.date, req.office)),
  );

  app.get(
    '/api/desks/group/:groupId',
    { config: { access: 'member:1', officeDay: mapDay }, schema: { tags, params: z.object({ groupId: z.string().min(1).max(100) }), querystring: dateQuery } },
    async (req, reply) => sendSnapshot(req, reply, await deskMap(ctx, cache, req.query.date, req.office, req.params.groupId)),
  );

  // Administrators set a desk's groups, and block (Manager) or allocate (Reserved) it for a named user.
  app.post('/api/desks/update', { schema: { tags, body: deskUpdate }, config: { access: 'admin:1' } }, async (req) => ({
    err: 0,
    payload: presentDesk(await updateDesk(ctx, caller(req), req.body)),
    message: DESK_MSG.saved,
  }));
}
