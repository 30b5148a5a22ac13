import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { sendXlsx } from './file-replies.js';
import { TOWER_RESERVATION_COLUMNS } from './tower-reservations-presenter.js';
import { route } from '../http/route.js';
import { towerReservationBatches, towerReservations } from './tower-reservations-service.js';

export async function towerReservationsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const TOWER_ADMINS =
    'Administrators of the tower (building 2) only; anyone else is refused 403. The range defaults to the current month; days are Bucharest days, both bounds included, a reversed pair swapped.';
  route(
    fastify,
    'GET /statistics/tower/reservations',
    {
      tags: ['statistics'],
      operationId: 'listTowerReservationStatistics',
      summary: 'The live parking requests of the tower',
      description: `${TOWER_ADMINS} Filtered by person and car, ordered by date, then name and plate; cancelled requests are left out. Without \`limit\` every row, with it one page and the total.`,
    },
    async (req) => ok(await towerReservations(ctx, caller(req), req.query)),
  );
  route(
    fastify,
    'GET /statistics/tower/reservations/export',
    {
      tags: ['statistics'],
      operationId: 'exportTowerReservationStatistics',
      summary: 'The live parking requests as Rezervari.xlsx',
      description: `${TOWER_ADMINS} Every row of listTowerReservationStatistics for the same filters, as an Excel workbook of one sheet named Rezervari, streamed. A refusal (403, or 400 for a malformed filter) is answered as the JSON envelope before the file starts.`,
    },
    async (req, reply) =>
      sendXlsx(reply, 'Rezervari.xlsx', 'Rezervari', TOWER_RESERVATION_COLUMNS, await towerReservationBatches(ctx, caller(req), req.query)),
  );
}
