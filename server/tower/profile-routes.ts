import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { departmentBody, phoneBody, roomBody } from '../../domain/schemas/tower.js';
import { presentUser } from '../accounts/presenter.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { changeDepartmentName, changeOfficeRoom, changePhoneNumber } from './profile-service.js';

/** The account screen's edits of the caller's own profile (tower §2, §5). */
export async function profileRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  app.post('/api/users/changePhoneNumber', { config: { access: 'user' }, schema: { tags, body: phoneBody } }, async (req) =>
    ok(presentUser(await changePhoneNumber(ctx, caller(req), req.body.phoneNumber))),
  );
  app.post('/api/users/changeDepartmentName', { config: { access: 'user' }, schema: { tags, body: departmentBody } }, async (req) =>
    ok(presentUser(await changeDepartmentName(ctx, caller(req), req.body.departmentName))),
  );
  app.post('/api/users/changeRoom', { config: { access: 'user' }, schema: { tags, body: roomBody } }, async (req) =>
    ok(presentUser(await changeOfficeRoom(ctx, caller(req), req.body.officeRoom, req.body.officeFloor))),
  );
}
