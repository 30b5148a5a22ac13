import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { getPattern, updatePattern } from './pattern-service.js';

/** The work pattern (decisions §20): the caller's own, and its change, which books its days at once. */
export async function patternRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['week'];

  route(
    fastify,
    'GET /pattern',
    {
      tags,
      operationId: 'getMyWorkPattern',
      summary: "The caller's work pattern",
      description:
        'Any signed-in user: their usual days, favourite desks and parking, and the tower’s usual days and car; empty when never saved.',
    },
    async (req) => ok(await getPattern(ctx, caller(req))),
  );

  route(
    fastify,
    'POST /pattern/update',
    {
      tags,
      operationId: 'updateMyWorkPattern',
      summary: "Change the caller's work pattern and book its days",
      description:
        'A field left out stays as it was; empty `days` stops the automatic booking and keeps the favourites. Office days, desks and parking need building 1 (403 `pattern.notOfficeMember`), tower days and a car building 2 (403 `pattern.notTowerMember`); a favourite must exist and be open to the caller’s groups (400 `pattern.deskNotAllowed`), parking needs the right (400 `pattern.noParkingRight`), the car must be one of the caller’s active cars (400 `pattern.carNotYours`). Once saved, the pattern books its days at once up to the end of next week under every booking rule, and answers what it booked and what it could not, with why; the caller is e-mailed when it did either.',
    },
    async (req) => ok(await updatePattern(ctx, caller(req), req.body)),
  );
}
