import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DESK_MSG } from '../../domain/desks/rules.js';
import { deskAnswer, deskMapAnswer } from '../../domain/schemas/desk-answers.js';
import { dateQuery, deskMapQuery, deskUpdate } from '../../domain/schemas/desks.js';
import { deletionAnswer, deskCreateBody, deskDeleteBody } from '../../domain/schemas/floors.js';
import { bucharestDay, isCalendarDay } from '../../domain/time.js';
import type { AppContext } from '../context.js';
import { answers, snapshotAnswers } from '../http/answers.js';
import { caller } from '../http/auth.js';
import { SnapshotCache, sendSnapshot } from '../http/snapshot-cache.js';
import { ok } from '../http/envelope.js';
import { createDesk, deleteDesk } from './desk-layout-service.js';
import { deskMap, updateDesk } from './desk-service.js';
import { presentFullDesk } from './presenter.js';

/** The day a map (or the status card) is asked for (?date=, today by default), whose version is read as the request arrives. */
export function mapDay(req: FastifyRequest, now: Date): string | undefined {
  const { date } = req.query as { date?: unknown };
  if (date === undefined) return bucharestDay(now);
  return isCalendarDay(date) ? date : undefined;
}

export async function deskRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['desks'];
  // One cache per app (per server process); the database's versions keep the processes in step.
  const cache = new SnapshotCache();

  app.get(
    '/api/desks',
    {
      config: { access: 'member:1', officeDay: mapDay },
      schema: {
        tags,
        operationId: 'getDeskMap',
        summary: 'The map of a day: every desk of the office, or of one floor, with its state',
        description:
          "Members of building 1. Every desk with its state on `date` (today by default) and its live reservation, by floor and number; with `floor`, only that floor's desks (an empty list for a floor without desks). Empty fields are left out (a lean map). Each floor, and the whole office, is served under the day's version with its own ETag: an If-None-Match of the current ETag answers 304. A day that is not a calendar day, or a floor that is not a whole number from 0 to 200, is refused (400).",
        querystring: deskMapQuery,
        response: snapshotAnswers(deskMapAnswer),
      },
    },
    async (req, reply) =>
      sendSnapshot(req, reply, await cache.get(await deskMap(ctx, req.query.date, await req.dayVersion, { floor: req.query.floor }))),
  );

  app.get(
    '/api/desks/group/:groupId',
    {
      config: { access: 'member:1', officeDay: mapDay },
      schema: {
        tags,
        operationId: 'getGroupDeskMap',
        summary: 'The map of a day restricted to the desks of one group',
        description:
          "Members of building 1. Like getDeskMap, only the desks assigned to the group (none for an unknown group). Served under the day's version, with 304 to a current If-None-Match.",
        params: z.object({ groupId: z.string().min(1).max(100) }),
        querystring: dateQuery,
        response: snapshotAnswers(deskMapAnswer),
      },
    },
    async (req, reply) =>
      sendSnapshot(req, reply, await cache.get(await deskMap(ctx, req.query.date, await req.dayVersion, { groupId: req.params.groupId }))),
  );

  // Administrators set a desk's groups, and block (Manager) or allocate (Reserved) it for a named user.
  app.post(
    '/api/desks/update',
    {
      config: { access: 'admin:1' },
      schema: {
        tags,
        operationId: 'updateDesk',
        summary: "Set a desk's groups, allocate or block it for a person, or move it",
        description:
          "Administrators of the office (decisions §9, §18). Changes the desk's groups, its holder (type Reserved or Manager with a person, or both null) and its place on its floor's plan (`x`, `y`: its centre in plan units, origin top-left; within the plan, else 400 floor.outsidePlan), and answers the desk as today's map shows it, every field present. Refuses an unknown desk or person (404) and a type without a holder or unknown groups (400).",
        body: deskUpdate,
        response: answers(deskAnswer, 404),
      },
    },
    async (req) => ({
      err: 0 as const,
      payload: presentFullDesk(await updateDesk(ctx, caller(req), req.body)),
      message: DESK_MSG.saved,
    }),
  );
  app.post(
    '/api/desks/create',
    {
      config: { access: 'admin:1' },
      schema: {
        tags,
        operationId: 'createDesk',
        summary: 'Add a desk to a floor',
        description:
          "Administrators of the office (decisions §18). Makes the desk `{floor}-{number}` (the number after the floor's highest when none is given) with its centre at `x`, `y` on the floor's plan and open to its groups. 404 floor.notFound for a floor that does not exist (it is made first: POST /api/floors/update), 409 desk.idTaken for an id a desk has, 400 for a place outside the plan (floor.outsidePlan) or unknown groups. The id of a deleted desk may be given again: the new desk takes its past. Audited; answers the desk as today's map shows it, every field present.",
        body: deskCreateBody,
        response: answers(deskAnswer, 404, 409),
      },
    },
    async (req) => ok(presentFullDesk(await createDesk(ctx, caller(req), req.body))),
  );

  app.post(
    '/api/desks/delete',
    {
      config: { access: 'admin:1' },
      schema: {
        tags,
        operationId: 'deleteDesk',
        summary: 'Delete a desk (or count what that would cancel)',
        description:
          "Administrators of the office (decisions §18). Cancels the desk's live reservations from today on, e-mails each holder, and takes the desk off the map, the lists and bookings; its past reservations stay and the statistics count them. With `dryRun` nothing changes. 404 for an unknown desk. Audited; answers how many reservations it cancelled (or would).",
        body: deskDeleteBody,
        response: answers(deletionAnswer, 404),
      },
    },
    async (req) => ok(await deleteDesk(ctx, caller(req), req.body)),
  );
}
