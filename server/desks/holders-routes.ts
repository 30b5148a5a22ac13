import type { FastifyInstance } from 'fastify';
import { MAX_HOLDERS } from '../../domain/desks/holders.js';
import type { AppContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { mapDay } from '../http/map-day.js';
import { DayHolders } from './holders-service.js';

/** GET /api/desks/holders (#43 point 3): 'Find a colleague' without the whole building's map. */
export async function deskHolderRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const holders = new DayHolders(); // one per app (per process), kept in step by the day's version
  route(
    fastify,
    'GET /desks/holders',
    {
      tags: ['desks'],
      operationId: 'findDeskHolders',
      summary: 'The people holding a desk on a day whose name holds a text',
      description: `Members of building 1 (the names the map of the day shows them). The people with a live reservation of a desk on \`date\` (today by default) whose name holds \`q\` (1 to 100 characters), whatever its case and Romanian diacritics ('stefan' finds 'Ștefan'), by name, at most ${MAX_HOLDERS}, each with the desk and its floor: 'Find a colleague' on the map, without the whole building's map. A day that is not a calendar day, or an empty \`q\`, is refused (400).`,
      // The day's version is read with the session as the request arrives (versions/office-day.ts).
      config: { officeDay: mapDay },
    },
    async (req) => ok(await holders.find(ctx, req.query, await req.dayVersion)),
  );
}
