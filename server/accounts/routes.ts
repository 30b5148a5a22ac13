import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordBody, loginBody, massRegisterBody, resetPasswordBody, sendResetEmailBody } from '../../domain/schemas/accounts.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { deviceCookie, deviceTokenOf, LOGIN_PATH } from './device-cookie.js';
import { login } from './login-service.js';
import { massRegister } from './mass-register-service.js';
import { changePassword, resetPassword, sendResetEmail } from './passwords-service.js';
import { presentUser } from './presenter.js';
import { banStatus, logout, userNamed, usersOfGroup, userWithUuid } from './users-service.js';

const tags = ['users'];

export async function accountRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(LOGIN_PATH, { schema: { tags, body: loginBody }, config: { access: 'public' } }, async (req, reply) => {
    const { user, device } = await login(ctx, req.body.username, req.body.password, deviceTokenOf(req.headers.cookie));
    void reply.header('set-cookie', deviceCookie(device, ctx.config.publicUrl));
    return ok(user);
  });

  app.get('/api/users/logout', { schema: { tags }, config: { access: 'public' } }, async (req) => {
    await logout(ctx, req.token);
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
    // req.ip: the socket's address, or X-Forwarded-For's client only behind the proxies TRUST_PROXY names.
    await sendResetEmail(ctx, req.body.email, req.ip);
    return ok(null);
  });

  app.post('/api/users/resetPassword', { schema: { tags, body: resetPasswordBody }, config: { access: 'public' } }, async (req) => {
    await resetPassword(ctx, req.body.token, req.body.password);
    return ok(null);
  });

  app.get('/api/users/get/:username', { config: { access: 'user' }, schema: { tags, params: z.object({ username: z.string().min(1).max(200) }) } }, async (req) =>
    ok(await userNamed(ctx, caller(req), req.params.username)),
  );

  app.get('/api/users/info/:uuid', { config: { access: 'user' }, schema: { tags, params: z.object({ uuid: z.uuid() }) } }, async (req) =>
    ok(await userWithUuid(ctx, caller(req), req.params.uuid)),
  );

  // The people of a group, for managers of it (who book for them) and administrators.
  app.get('/api/users/group/:groupId', { config: { access: 'manager' }, schema: { tags, params: z.object({ groupId: z.string().min(1).max(100) }) } }, async (req) =>
    ok(await usersOfGroup(ctx, caller(req), req.params.groupId)),
  );

  app.post('/api/users/massRegister', { schema: { tags, body: massRegisterBody }, config: { access: 'admin:1' } }, async (req) =>
    ok(await massRegister(ctx, caller(req), req.body)),
  );

  app.get('/api/users/banStatus', { config: { access: 'user' }, schema: { tags } }, async (req) => ok(await banStatus(ctx, caller(req))));
}
