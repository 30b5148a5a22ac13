import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { listAudit } from './audit-service.js';

/** The audit log, read-only (decisions §12): there is no call that edits or deletes an entry. */
export async function auditRoutes(fastify: FastifyInstance, ctx: AppContext) {
  route(
    fastify,
    'GET /audit',
    {
      tags: ['audit'],
      operationId: 'listAuditEntries',
      summary: 'One page of the audit log, newest first',
      description:
        'Role admin only (decisions §12). Filters by Bucharest days `from`–`to` (both included), actor UUID and kind; read-only, no call edits or deletes an entry.',
    },
    async (req) => ok(await listAudit(ctx.db, req.query)),
  );
}
