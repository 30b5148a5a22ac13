import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { nearDesks } from './near-service.js';

/** GET /api/desks/near (decisions §21): 'Rezervați lângă' of the team's week. */
export async function nearDeskRoutes(fastify: FastifyInstance, ctx: AppContext) {
  route(
    fastify,
    'GET /desks/near',
    {
      tags: ['desks'],
      operationId: 'listNearDesks',
      summary: 'The free desks the caller may book nearest to a desk, on its floor',
      description:
        "Members of building 1 (decisions §21). Up to five desks of `deskId`'s floor with no live reservation on `date` that the caller could book for themselves that day (the booking rule's groups and held desks), the desk itself left out, nearest first by the distance between the desks' centres on the floor plan, in plan units rounded to one decimal (ties by desk number). A day the caller cannot book (a weekend, a past day, one beyond the booking window) answers an empty list; an unknown desk is refused 404 desk.deskNotFound.",
    },
    async (req) => ok(await nearDesks(ctx, caller(req), req.query)),
  );
}
