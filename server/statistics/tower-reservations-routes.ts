import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { towerReservationsExportQuery, towerReservationsQuery } from '../../domain/schemas/statistics.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { sendXlsx } from './file-replies.js';
import { TOWER_RESERVATION_COLUMNS } from './tower-reservations-presenter.js';
import { towerReservationBatches, towerReservations } from './tower-reservations-service.js';

export async function towerReservationsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/statistics/tower/reservations', { config: { access: 'admin:2' }, schema: { tags: ['statistics'], querystring: towerReservationsQuery } }, async (req) =>
    ok(await towerReservations(ctx, caller(req), req.query)),
  );
  app.get(
    '/api/statistics/tower/reservations/export',
    { config: { access: 'admin:2' }, schema: { tags: ['statistics'], querystring: towerReservationsExportQuery } },
    async (req, reply) => sendXlsx(reply, 'Rezervari.xlsx', 'Rezervari', TOWER_RESERVATION_COLUMNS, await towerReservationBatches(ctx, caller(req), req.query)),
  );
}
