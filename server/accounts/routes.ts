import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../domain/messages.js';
import { changePasswordBody, loginBody, massRegisterBody, resetPasswordBody, sendResetEmailBody } from '../../domain/schemas/accounts.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { forbidden, notFound } from '../http/errors.js';
import { banStatus } from './ban-status.js';
import { login } from './login.js';
import { massRegister } from './mass-register.js';
import { changePassword, resetPassword, sendResetEmail } from './passwords-service.js';
import { presentUser, type UserRow } from './presenter.js';
import { userByUsername, userByUuid } from './queries.js';
import { revokeToken } from './sessions.js';

const tags = ['users'];

/** Who may read another user's record: themselves, administrators and managers (who book for others). */
function canSee(me: UserRow, other: UserRow): boolean {
  return me.uuid === other.uuid || me.role === 'admin' || me.role === 'manager' || me.manager_of.length > 0;
}

export async function accountRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/api/users/login', { schema: { tags, body: loginBody }, config: { access: 'public' } }, async (req) =>
    ok(await login(ctx, req.body.username, req.body.password)),
  );

  app.get('/api/users/logout', { schema: { tags }, config: { access: 'public' } }, async (req) => {
    if (req.token) await revokeToken(ctx.db, req.token);
    return ok(null);
  });

  app.get('/api/users/verify/', { schema: { tags }, config: { access: 'public' } }, async (req) =>
    ok(req.user ? presentUser(req.user) : {}),
  );

  app.post('/api/users/changePassword', { config: { access: 'user' }, schema: { tags, body: changePasswordBody } }, async (req) => {
    await changePassword(ctx, caller(req), req.body);
    return ok(null);
  });

  app.post('/api/users/sendResetEmail', { schema: { tags, body: sendResetEmailBody }, config: { access: 'public' } }, async (req) => {
    await sendResetEmail(ctx, req.body.email);
    return ok(null);
  });

  app.post('/api/users/resetPassword', { schema: { tags, body: resetPasswordBody }, config: { access: 'public' } }, async (req) => {
    await resetPassword(ctx, req.body.token, req.body.password);
    return ok(null);
  });

  app.get('/api/users/get/:username', { config: { access: 'user' }, schema: { tags, params: z.object({ username: z.string().min(1).max(200) }) } }, async (req) => {
    const other = await userByUsername(ctx.db, req.params.username);
    if (!other) throw notFound(MSG.userNotFound);
    if (!canSee(caller(req), other)) throw forbidden();
    return ok(presentUser(other));
  });

  app.get('/api/users/info/:uuid', { config: { access: 'user' }, schema: { tags, params: z.object({ uuid: z.uuid() }) } }, async (req) => {
    const other = await userByUuid(ctx.db, req.params.uuid);
    if (!other) throw notFound(MSG.userNotFound);
    if (!canSee(caller(req), other)) throw forbidden();
    return ok(presentUser(other));
  });

  // The people of a group, for managers of it (who book for them) and administrators.
  app.get('/api/users/group/:groupId', { config: { access: 'manager' }, schema: { tags, params: z.object({ groupId: z.string().min(1).max(100) }) } }, async (req) => {
    const me = caller(req);
    if (me.role !== 'admin' && !me.manager_of.includes(req.params.groupId)) throw forbidden();
    const { rows } = await ctx.db.query<UserRow>(
      'SELECT * FROM users WHERE valid AND (main_group = $1 OR $1 = ANY (group_list)) ORDER BY name',
      [req.params.groupId],
    );
    return ok(rows.map(presentUser));
  });

  app.post('/api/users/massRegister', { schema: { tags, body: massRegisterBody }, config: { access: 'admin:1' } }, async (req) =>
    ok(await massRegister(ctx, caller(req), req.body)),
  );

  app.get('/api/users/banStatus', { config: { access: 'user' }, schema: { tags } }, async (req) => ok(await banStatus(ctx.db, caller(req).uuid, ctx.clock.now())));
}
