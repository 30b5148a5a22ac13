import type { FastifyInstance } from 'fastify';
import { DESK_MSG } from '../../domain/desks/rules.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { SnapshotCache, sendSnapshot } from '../http/snapshot-cache.js';
import { ok } from '../http/envelope.js';
import { createDesk, deleteDesk } from './desk-layout-service.js';
import { deskMap, updateDesk } from './desk-service.js';
import { mapDay } from '../http/map-day.js';
import { route } from '../http/route.js';
import { nearDeskRoutes } from './near-routes.js';
import { deskHolderRoutes } from './holders-routes.js';
import { presentFullDesk } from './presenter.js';

export async function deskRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['desks'];
  // One cache per app (per server process); the database's versions keep the processes in step.
  const cache = new SnapshotCache();

  route(
    fastify,
    'GET /desks',
    {
      tags,
      operationId: 'getDeskMap',
      summary: 'The map of a day: every desk of the office, or of one floor, with its state',
      description:
        "Members of building 1. Every desk with its state on `date` (today by default) and its live reservation, by floor and number; with `floor`, only that floor's desks (an empty list for a floor without desks). Empty fields are left out (a lean map). Each floor, and the whole office, is served under the day's version with its own ETag: an If-None-Match of the current ETag answers 304. A day that is not a calendar day, or a floor that is not a whole number from 0 to 200, is refused (400).",
      config: { officeDay: mapDay },
    },
    async (req, reply) =>
      sendSnapshot(req, reply, await cache.get(await deskMap(ctx, req.query.date, await req.dayVersion, { floor: req.query.floor }))),
  );

  route(
    fastify,
    'GET /desks/group/:groupId',
    {
      tags,
      operationId: 'getGroupDeskMap',
      summary: 'The map of a day restricted to the desks of one group',
      description:
        "Members of building 1. Like getDeskMap, only the desks assigned to the group (none for an unknown group). Served under the day's version, with 304 to a current If-None-Match.",
      config: { officeDay: mapDay },
    },
    async (req, reply) =>
      sendSnapshot(req, reply, await cache.get(await deskMap(ctx, req.query.date, await req.dayVersion, { groupId: req.params.groupId }))),
  );

  // Administrators set a desk's groups, and block (Manager) or allocate (Reserved) it for a named user.
  route(
    fastify,
    'POST /desks/update',
    {
      tags,
      operationId: 'updateDesk',
      summary: "Set a desk's groups, allocate or block it for a person, or move it",
      description:
        "Administrators of the office (decisions §9, §18). Changes the desk's groups, its holder (type Reserved or Manager with a person, or both null) and its place on its floor's plan (`x`, `y`: its centre in plan units, origin top-left; within the plan, else 400 floor.outsidePlan), and answers the desk as today's map shows it, every field present. Refuses an unknown desk or person (404) and a type without a holder or unknown groups (400).",
    },
    async (req) => ({
      err: 0 as const,
      payload: presentFullDesk(await updateDesk(ctx, caller(req), req.body)),
      message: DESK_MSG.saved,
    }),
  );
  route(
    fastify,
    'POST /desks/create',
    {
      tags,
      operationId: 'createDesk',
      summary: 'Add a desk to a floor',
      description:
        "Administrators of the office (decisions §18). Makes the desk `{floor}-{number}` (the number after the floor's highest when none is given) with its centre at `x`, `y` on the floor's plan and open to its groups. 404 floor.notFound for a floor that does not exist (it is made first: POST /api/floors/update), 409 desk.idTaken for an id a desk has, 400 for a place outside the plan (floor.outsidePlan) or unknown groups. The id of a deleted desk may be given again: the new desk takes its past. Audited; answers the desk as today's map shows it, every field present.",
    },
    async (req) => ok(presentFullDesk(await createDesk(ctx, caller(req), req.body))),
  );

  route(
    fastify,
    'POST /desks/delete',
    {
      tags,
      operationId: 'deleteDesk',
      summary: 'Delete a desk (or count what that would cancel)',
      description:
        "Administrators of the office (decisions §18). Cancels the desk's live reservations from today on, e-mails each holder, and takes the desk off the map, the lists and bookings; its past reservations stay and the statistics count them. With `dryRun` nothing changes. 404 for an unknown desk. Audited; answers how many reservations it cancelled (or would).",
    },
    async (req) => ok(await deleteDesk(ctx, caller(req), req.body)),
  );

  await nearDeskRoutes(fastify, ctx);
  await deskHolderRoutes(fastify, ctx);
}
