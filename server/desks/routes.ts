import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DESK_MSG } from '../../domain/desks/rules.js';
import { MSG } from '../../domain/messages.js';
import { dateQuery, deskUpdate } from '../../domain/schemas/desks.js';
import { bucharestDay } from '../../domain/time.js';
import { userByUuid } from '../accounts/queries.js';
import type { AppContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { badRequest, notFound } from '../http/errors.js';
import { presentDesk } from './presenter.js';
import { deskById, desksOnDay } from './queries.js';

export const DESK_UPDATED = 'Biroul a fost actualizat cu succes!';

export async function deskRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['desks'];
  const today = () => bucharestDay(ctx.clock.now());

  app.get('/api/desks', { config: { access: 'member:1' }, schema: { tags, querystring: dateQuery } }, async (req) =>
    ok((await desksOnDay(ctx.db, req.query.date ?? today())).map(presentDesk)),
  );

  app.get('/api/desks/group/:groupId', { config: { access: 'member:1' }, schema: { tags, params: z.object({ groupId: z.string().min(1).max(100) }), querystring: dateQuery } }, async (req) =>
    ok((await desksOnDay(ctx.db, req.query.date ?? today(), req.params.groupId)).map(presentDesk)),
  );

  // Administrators set a desk's groups, and block (Manager) or allocate (Reserved) it for a named user.
  app.post('/api/desks/update', { schema: { tags, body: deskUpdate }, config: { access: 'admin:1' } }, async (req) => {
    const b = req.body;
    const desk = await deskById(ctx.db, b.deskId);
    if (!desk) throw notFound(DESK_MSG.deskNotFound);
    const type = b.type === undefined ? desk.type : b.type;
    const manager = b.manager === undefined ? desk.manager : b.manager;
    if ((type === null) !== (manager === null)) throw badRequest('Alegeți atât tipul, cât și persoana pentru care biroul este blocat sau alocat.');
    if (manager && !(await userByUuid(ctx.db, manager))) throw notFound(MSG.userNotFound);
    if (b.groupsIdList) {
      const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM groups WHERE id = ANY($1)', [b.groupsIdList]);
      if (rows[0].n !== new Set(b.groupsIdList).size) throw badRequest(MSG.groupUnknown);
    }
    await ctx.db.query('UPDATE desks SET groups_id_list = COALESCE($2, groups_id_list), type = $3, manager = $4 WHERE desk_id = $1', [
      b.deskId,
      b.groupsIdList ?? null,
      type,
      manager,
    ]);
    const [row] = (await desksOnDay(ctx.db, today())).filter((d) => d.desk_id === b.deskId);
    return { err: 0, payload: presentDesk(row), message: DESK_UPDATED };
  });
}
