import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditQuery } from '../../domain/schemas/audit.js';
import type { AppContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { listAudit } from './audit-service.js';

/** The audit log, read-only (decisions §12): there is no call that edits or deletes an entry. */
export async function auditRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/audit', { config: { access: 'admin' }, schema: { tags: ['audit'], querystring: auditQuery } }, async (req) => ok(await listAudit(ctx.db, req.query)));
}
