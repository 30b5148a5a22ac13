import type { FastifyInstance } from 'fastify';
import { MSG } from '../../domain/messages.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { eraseUser } from './erasure-service.js';
import { myData, personsData, sendPersonalData } from './export-service.js';

// A person's data and its erasure (decisions §25, #46 point 5). The static `me` is matched before
// `:uuid` (the router prefers a static segment), and no other route has two segments under /users.
export async function privacyRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['users'];

  route(
    fastify,
    'GET /users/me/export',
    {
      tags,
      operationId: 'exportMyData',
      summary: 'Everything the product holds about the caller, as one JSON file',
      description:
        "Any signed-in person, with a session (no API token). One JSON document, an attachment named `date-personale-<username>-<day>.json`: the account, groups, usual week and favourite desks, absences, colleagues followed (by uuid), desk and room reservations, tower requests, cars, bans, API tokens (names, scopes and dates), the calendar address's existence, open sessions and the audit entries about the person (decisions §25). Never a password, token or secret's hash. Each list holds at most 20000 rows, the newest; `truncated` names a list cut short.",
    },
    async (req, reply) => sendPersonalData(reply, await myData(ctx, caller(req))),
  );

  route(
    fastify,
    'GET /users/:uuid/export',
    {
      tags,
      operationId: 'exportUserData',
      summary: "A person's data, as one JSON file, for an administrator of their buildings",
      description:
        "Administrators of the person's buildings (as for changing the account, decisions §9), with a session; audited (`users.export`). The same document as GET /api/users/me/export, deactivated and erased accounts included. An unknown user is 404.",
    },
    async (req, reply) => sendPersonalData(reply, await personsData(ctx, caller(req), req.params.uuid)),
  );

  route(
    fastify,
    'POST /users/erase',
    {
      tags,
      operationId: 'eraseUser',
      summary: "Erase a person's data for good",
      description:
        "Administrators of the person's buildings, with a session; nobody erases themselves (400). In one transaction: the account is deactivated if still active (as POST /api/users/deactivate), then its name, e-mail, user name, phone, department, office and external id, its cars' brands and plates, and every copy of them (other accounts' manager or director, the audit entries' details and actor names, the mail outbox, the webhooks' deliveries) are replaced by anonymous values ('Anonim'), for good (decisions §25). Reservations and requests stay, anonymous, so the statistics' counts do not change. Audited (`users.erase`, counts only). An unknown user is 404; an account already erased 409, and it can never be reactivated.",
    },
    async (req) => ({ ...ok(await eraseUser(ctx, caller(req), req.body.uuid)), message: MSG.userErased }),
  );
}
