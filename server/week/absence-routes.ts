import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { deleteAbsence, listAbsences, recordAbsence } from './absence-service.js';
import { myWeek } from './week-service.js';

/** Absences and a person's week (decisions §20). */
export async function absenceRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['week'];

  route(
    fastify,
    'POST /absences/update',
    {
      tags,
      operationId: 'recordAbsence',
      summary: 'Record an absence, cancelling what the person can still cancel in its days',
      description:
        "Any signed-in user, for themselves; `uuid` names another person: a manager's person (one of the groups they manage) or, for an administrator, anyone of their building (403 `absence.notYourPerson`; 404 for an unknown person). `from` ≤ `to` (400 `absence.reversed`), at most 366 days both included (400 `absence.tooLong`); one's own absence starts today at the earliest (400 `absence.past`; a manager or an administrator may record past days); no overlap with another absence of the person (409 `absence.overlap`, even when two are recorded at once). In the same transaction, the person's desk reservations in the range that the 24-hour rule still lets them cancel are cancelled with their parking spots, and their tower requests before the day's cut-off (decisions §7); `kept` lists those that could not be, and the person's room reservations in the range, which are never cancelled. An absence recorded for someone else is written in the audit log.",
    },
    async (req) => ok(await recordAbsence(ctx, caller(req), req.body)),
  );

  route(
    fastify,
    'GET /absences',
    {
      tags,
      operationId: 'listAbsences',
      summary: "A person's absences, earliest first",
      description:
        "Any signed-in user: their own absences; with `uuid`, those of a manager's person or, for an administrator, of anyone of their building (403 `absence.notYourPerson`; 404 for an unknown person).",
    },
    async (req) => ok(await listAbsences(ctx, caller(req), req.query.uuid)),
  );

  route(
    fastify,
    'POST /absences/delete',
    {
      tags,
      operationId: 'deleteAbsence',
      summary: 'Delete an absence',
      description:
        "Any signed-in user: their own absence, or one of a person they may record absences for (404 `absence.notFound` for any other, as for none). Answers the absence deleted; what it cancelled stays cancelled. Deleting someone else's absence is written in the audit log.",
    },
    async (req) => ok(await deleteAbsence(ctx, caller(req), req.body._id)),
  );

  route(
    fastify,
    'GET /week',
    {
      tags,
      operationId: 'getMyWeek',
      summary: "The caller's working week in one answer",
      description:
        "Any signed-in user. `from` is any day of the week wanted (its Monday is taken; this week's, in Bucharest, when left out); answers Monday to Friday, each with the caller's live desk reservation (with its `source`), their live room reservations, their tower request that is not cancelled, the absence covering the day, and whether their work pattern covers the weekday.",
    },
    async (req) => ok(await myWeek(ctx, caller(req), req.query.from)),
  );
}
