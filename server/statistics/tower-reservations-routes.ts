import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { sendXlsx } from './file-replies.js';
import { route } from '../http/route.js';
import { towerReservationExport, towerReservations } from './tower-reservations-service.js';

export async function towerReservationsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const TOWER_ADMINS =
    'Administrators of the tower (building 2) only; anyone else is refused 403. The range defaults to the current month; days are Bucharest days, both bounds included, a reversed pair swapped.';
  const NO_NAMES =
    "When the tower's setting statisticsPerPerson is 0 (decisions §25) no row names anyone: licensePlate, name, email, uuid and carId are null (the export has no plate, name or e-mail column), `_id` stays for the changes of one request, and a filter by `uuid` or `carId` is refused 400 statistics.noPersonFilter.";
  route(
    fastify,
    'GET /statistics/tower/reservations',
    {
      tags: ['statistics'],
      operationId: 'listTowerReservationStatistics',
      summary: 'The live parking requests of the tower',
      description: `${TOWER_ADMINS} Filtered by person and car, ordered by date, then name and plate; cancelled requests are left out. Without \`limit\` every row, with it one page and the total. ${NO_NAMES}`,
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
      description: `${TOWER_ADMINS} Every row of listTowerReservationStatistics for the same filters, as an Excel workbook of one sheet named Rezervari, streamed. ${NO_NAMES} A refusal (403, or 400 for a malformed filter) is answered as the JSON envelope before the file starts.`,
    },
    async (req, reply) => {
      const file = await towerReservationExport(ctx, caller(req), req.query);
      return sendXlsx(reply, 'Rezervari.xlsx', 'Rezervari', file.columns, file.batches);
    },
  );
}
