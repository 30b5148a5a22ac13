import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { configParamSchema } from '../../domain/settings.js';
import type { AppContext } from '../context.js';
import { caller, isAdminOf } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { forbidden } from '../http/errors.js';
import { listSettings, updateSetting } from './service.js';

export async function settingsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['config'];
  app.get('/api/config', { config: { access: 'user' }, schema: { tags } }, async () => ok(await listSettings(ctx.db)));
  app.post('/api/config/update', { config: { access: 'buildingAdmin' }, schema: { tags, body: configParamSchema } }, async (req) => {
    if (!isAdminOf(caller(req), req.body.building)) throw forbidden();
    return ok(await updateSetting(ctx.db, req.body));
  });
}
