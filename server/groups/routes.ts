import type { FastifyInstance } from 'fastify';
import type { Group } from '../../domain/schemas/accounts.js';
import type { UserRow } from '../accounts/presenter.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';

interface GroupRow {
  id: string;
  name: string;
  type: Group['type'];
  parking_spots: number;
  building: string;
}
export const presentGroup = (g: GroupRow): Group => ({
  _id: g.id,
  name: g.name,
  type: g.type,
  parkingSpots: g.parking_spots,
  building: g.building,
});

async function groupsPayload(q: Queryable, me: UserRow, all: boolean) {
  const ids = [...new Set([...(me.main_group ? [me.main_group] : []), ...me.group_list, ...me.manager_of])];
  const { rows } = all
    ? await q.query<GroupRow>('SELECT * FROM groups ORDER BY name')
    : await q.query<GroupRow>('SELECT * FROM groups WHERE id = ANY($1) ORDER BY name', [ids]);
  return { groups: rows.map(presentGroup), mainGroup: me.main_group, managerOf: me.manager_of };
}

export async function groupRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['groups'];
  app.get('/api/groups/', { schema: { tags }, config: { access: 'admin:1' } }, async (req) => ok(await groupsPayload(ctx.db, caller(req), true)));
  app.get('/api/users/groups/', { config: { access: 'user' }, schema: { tags } }, async (req) => ok(await groupsPayload(ctx.db, caller(req), false)));
}
