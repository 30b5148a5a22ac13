import type { FastifyInstance } from 'fastify';
import { MSG } from '../../domain/messages.js';
import { TOWER_USER_COLUMNS } from '../../domain/tower/users-import.js';
import { UPLOAD_LIMIT } from '../../domain/upload-messages.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { readUpload } from '../uploads/multipart.js';
import { massRegisterTurn, registerTurn } from './tower-register-service.js';
import { route } from '../http/route.js';
import { deleteUser, listUsers, setRandomPassword, setUserActive, updateUser } from './users-admin-service.js';

// The users administration (decisions §9): administrators of either building; the service
// decides which accounts each may see and change. A change answers its sentence beside the payload.
export async function usersAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['users'];

  route(
    fastify,
    'GET /users',
    {
      tags,
      operationId: 'listUsers',
      summary: 'The users the caller administers',
      description:
        'Administrators of either building: role admin sees every valid user (with `deactivated=1` every deactivated one, the latest first), a building administrator those of the buildings they administer, whatever `building` asks. `q` searches names, user names and e-mails ignoring case and diacritics. Without `limit` every match, with it one sorted page and the count of all.',
    },
    async (req) => ok(await listUsers(ctx, caller(req), req.query)),
  );

  route(
    fastify,
    'POST /users/update',
    {
      tags,
      operationId: 'updateUser',
      summary: 'Change the fields sent of a user',
      description:
        "Administrators of the user's buildings (decisions §9); only role admin grants administrator or manager rights or another building (403). Only the fields sent change; an unknown or deleted user is 404, a user name or e-mail already taken 409, an unknown group 400. Answers the user as it is now.",
    },
    async (req) => ({
      ...ok(await updateUser(ctx, caller(req), req.body)),
      message: MSG.userUpdated,
    }),
  );

  route(
    fastify,
    'POST /users/setRandomPassword',
    {
      tags,
      operationId: 'setRandomPassword',
      summary: 'Give a user a new random password, e-mailed to them',
      description:
        "Administrators of the user's buildings. The password goes only in the e-mail (never in the answer nor the audit log); the account becomes unconfirmed and its sessions end (decisions §3). An unknown or deleted user is 404.",
    },
    async (req) => ({
      ...ok(await setRandomPassword(ctx, caller(req), req.body.uuid)),
      message: MSG.randomPasswordQueued,
    }),
  );

  route(
    fastify,
    'POST /users/delete',
    {
      tags,
      operationId: 'deleteUser',
      summary: 'Delete a user and cancel their coming reservations',
      description:
        "Administrators of the user's buildings; nobody deletes themselves (400). The account is deactivated (decisions §25: it can no longer sign in, its sessions, API tokens and calendar address are revoked and its reservations from now on cancelled) and stays, for the statistics, among the deactivated accounts. An unknown or already deactivated user is 404.",
    },
    async (req) => ({
      ...ok(await deleteUser(ctx, caller(req), req.body.uuid)),
      message: MSG.userDeleted,
    }),
  );

  route(
    fastify,
    'POST /users/deactivate',
    {
      tags,
      operationId: 'setUserActive',
      summary: 'Deactivate an account, or reactivate it',
      description:
        "Administrators of the user's buildings; nobody deactivates themselves (400). `active` false, at once and in one transaction: the account can no longer sign in, its sessions, API tokens and calendar address are revoked, and its reservations from now on are cancelled with their spots (desks of later days and today's not yet confirmed, meetings not yet started, tower requests whose day's list has not been sent); the past stays for the statistics. `active` true lets it sign in again; what was cancelled stays cancelled. An account already as asked is answered as it is (decisions §25). An unknown user is 404; an erased one is never reactivated (409).",
    },
    async (req) => {
      const done = await setUserActive(ctx, caller(req), req.body);
      return { ...ok(done), message: done.active ? MSG.userReactivated : MSG.userDeactivated };
    },
  );

  // Tower users added by the tower's administrators: the tower with the right to park (decisions §9).
  route(
    fastify,
    'POST /users/registerTurn',
    {
      tags,
      operationId: 'registerTowerUser',
      summary: 'Add one tower user',
      description:
        'Administrators of the tower. The account is a plain user of the tower with the right to park, unconfirmed until its first password change (decisions §9, tower §5); the user name defaults to the e-mail address. A user name or e-mail already taken is 409.',
    },
    async (req) => ({
      ...ok(await registerTurn(ctx, caller(req), req.body)),
      message: MSG.userAdded,
    }),
  );

  route(
    fastify,
    'POST /users/massRegisterTurn',
    {
      tags,
      operationId: 'importTowerUsers',
      summary: 'Add the tower users of an uploaded list, all or none',
      description:
        "Administrators of the tower. The file (CSV or XLSX) has the users list's columns; a refused row is named by its line in the message: a malformed one is 400, a user name or e-mail already taken 409.",
    },
    async (req) => {
      const me = caller(req);
      const made = await massRegisterTurn(ctx, me, await readUpload(req, [...TOWER_USER_COLUMNS], UPLOAD_LIMIT.rows.towerUsers));
      return { ...ok(made), message: MSG.usersAdded(made.created) };
    },
  );
}
