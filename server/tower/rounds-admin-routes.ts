import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { oneBatch, sendCsv, sendXlsx } from '../statistics/file-replies.js';
import { exportRows, ROUND_COLUMNS } from './rounds-admin-presenter.js';
import { dayRounds } from './rounds-admin-service.js';

// The administrators' view of a day's rounds (decisions §26, issue #47 point 4), apart from the
// tower's other routes: the allocation's own routes change beside it.
export async function roundsAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['parking'];
  const WHO =
    'Administrators of the tower (building 2) only; anyone else is refused 403: an entry says whether its requester needs an accessible space, which is health data (decisions §26).';
  route(
    fastify,
    'GET /reservations/parking/rounds',
    {
      tags,
      operationId: 'listParkingRounds',
      summary: "A day's rounds as they ran",
      description: `${WHO} The rounds of \`date\` (the first before the second; none until one has run), each with when it ran, the spaces it had and shared out, the priority spaces kept, and its whole order by position: each request's indiscipline and time, its car's and requester's priority, the priority space it got, the type the round gave and the rule that decided.`,
    },
    async (req) => ok(await dayRounds(ctx, caller(req), req.query.date)),
  );
  route(
    fastify,
    'GET /reservations/parking/rounds/export',
    {
      tags,
      operationId: 'exportParkingRounds',
      summary: "A day's rounds as Runde-YYYY-MM-DD.xlsx or .csv",
      description: `${WHO} Every entry of listParkingRounds for \`date\`, one row each with its round, as an Excel workbook of one sheet named Runde (\`format=xlsx\`, the default) or a CSV file (\`format=csv\`), with Romanian column headers. A refusal (403, or 400 for a malformed date) is answered as the JSON envelope before the file starts.`,
    },
    async (req, reply) => {
      const { date, format } = req.query;
      const rows = exportRows(await dayRounds(ctx, caller(req), date));
      const name = `Runde-${date}.${format}`;
      return format === 'csv'
        ? sendCsv(reply, name, ROUND_COLUMNS, oneBatch(rows))
        : sendXlsx(reply, name, 'Runde', ROUND_COLUMNS, oneBatch(rows));
    },
  );
}
