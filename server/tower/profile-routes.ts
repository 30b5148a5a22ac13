import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { departmentBody, phoneBody, roomBody } from '../../domain/schemas/tower.js';
import { isValidPhone, TOWER_MSG } from '../../domain/tower/validators.js';
import { presentUser, type UserRow } from '../accounts/presenter.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { badRequest } from '../http/errors.js';

/** The account screen's edits of the caller's own profile (tower §2, §5). */
export async function profileRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const update = async (uuid: string, set: string, values: unknown[]) => {
    const { rows } = await ctx.db.query<UserRow>(`UPDATE users SET ${set} WHERE uuid = $1 RETURNING *`, [uuid, ...values]);
    return presentUser(rows[0]);
  };

  app.post('/api/users/changePhoneNumber', { config: { access: 'user' }, schema: { tags, body: phoneBody } }, async (req) => {
    if (!isValidPhone(req.body.phoneNumber)) throw badRequest(TOWER_MSG.phoneInvalid);
    return ok(await update(caller(req).uuid, 'phone_number = $2', [req.body.phoneNumber.replace(/[\s.-]/g, '')]));
  });
  app.post('/api/users/changeDepartmentName', { config: { access: 'user' }, schema: { tags, body: departmentBody } }, async (req) =>
    ok(await update(caller(req).uuid, 'department_name = $2', [req.body.departmentName])),
  );
  app.post('/api/users/changeRoom', { config: { access: 'user' }, schema: { tags, body: roomBody } }, async (req) =>
    ok(await update(caller(req).uuid, 'office_room = COALESCE($2, office_room), office_floor = COALESCE($3, office_floor)', [req.body.officeRoom || null, req.body.officeFloor || null])),
  );
}
