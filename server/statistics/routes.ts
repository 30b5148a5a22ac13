import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { occupancyQuery, reservationsExportQuery, reservationsQuery, statisticsRangeQuery } from '../../domain/schemas/statistics.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { VersionedMemo } from '../http/snapshot-cache.js';
import { sendCsv, sendXlsx } from './file-replies.js';
import { GROUP_COLUMNS } from './groups-presenter.js';
import { groupStatistics, groupStatisticsBatches } from './groups-service.js';
import { MANAGER_COLUMNS } from './manager-presenter.js';
import { occupancy } from './occupancy-service.js';
import { managerStatistics, managerStatisticsBatches } from './manager-service.js';
import { RESERVATION_COLUMNS } from './reservations-presenter.js';
import { reservationStatistics, reservationStatisticsBatches, type DayCounts } from './reservations-service.js';
import { TOWER_DAY_COLUMNS } from './tower-days-presenter.js';
import { towerDays, towerDaysBatches } from './tower-days-service.js';
import { towerReservationsRoutes } from './tower-reservations-routes.js';

/** The statistics tables of decisions §10 and their exports (the same path with /export). */
export async function statisticsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['statistics'];
  const range = { tags, querystring: statisticsRangeQuery };

  app.get('/api/statistics/groups', { config: { access: 'admin:1' }, schema: range }, async (req) => ok(await groupStatistics(ctx, caller(req), req.query)));
  app.get('/api/statistics/groups/export', { config: { access: 'admin:1' }, schema: range }, async (req, reply) =>
    sendCsv(reply, 'Admin.csv', GROUP_COLUMNS, await groupStatisticsBatches(ctx, caller(req), req.query)),
  );

  app.get('/api/statistics/manager', { config: { access: 'manager' }, schema: range }, async (req) => ok(await managerStatistics(ctx, caller(req), req.query)));
  app.get('/api/statistics/manager/export', { config: { access: 'manager' }, schema: range }, async (req, reply) =>
    sendCsv(reply, 'Manager.csv', MANAGER_COLUMNS, await managerStatisticsBatches(ctx, caller(req), req.query)),
  );

  const dayCounts: DayCounts = new VersionedMemo(50);
  app.get('/api/statistics/reservations', { config: { access: 'admin:1' }, schema: { tags, querystring: reservationsQuery } }, async (req) =>
    ok(await reservationStatistics(ctx, dayCounts, caller(req), req.query)),
  );
  app.get('/api/statistics/reservations/export', { config: { access: 'admin:1' }, schema: { tags, querystring: reservationsExportQuery } }, async (req, reply) =>
    sendCsv(reply, 'Rezervari.csv', RESERVATION_COLUMNS, await reservationStatisticsBatches(ctx, caller(req), req.query)),
  );

  app.get('/api/statistics/occupancy', { config: { access: 'admin:1' }, schema: { tags, querystring: occupancyQuery } }, async (req) =>
    ok(await occupancy(ctx, caller(req), req.query)),
  );

  app.get('/api/statistics/tower/days', { config: { access: 'admin:2' }, schema: range }, async (req) => ok(await towerDays(ctx, caller(req), req.query)));
  app.get('/api/statistics/tower/days/export', { config: { access: 'admin:2' }, schema: range }, async (req, reply) =>
    sendXlsx(reply, 'Rezervari.xlsx', 'Rezervari', TOWER_DAY_COLUMNS, await towerDaysBatches(ctx, caller(req), req.query)),
  );

  await towerReservationsRoutes(fastify, ctx);
}
