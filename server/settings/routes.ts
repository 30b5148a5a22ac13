import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { configParamSchema } from '../../domain/schemas/settings.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { listSettings, updateSetting } from './settings-service.js';

export async function settingsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['config'];
  app.get('/api/config', { config: { access: 'user' }, schema: { tags } }, async () => ok(await listSettings(ctx)));
  app.post('/api/config/update', { config: { access: 'buildingAdmin' }, schema: { tags, body: configParamSchema } }, async (req) =>
    ok(await updateSetting(ctx, caller(req), req.body)),
  );
}
