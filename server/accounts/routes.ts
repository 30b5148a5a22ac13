import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMIT } from '../../domain/upload-messages.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { fileAsBody, readCsvUpload } from '../uploads/multipart.js';
import { deviceCookie, deviceTokenOf } from './device-cookie.js';
import { login } from './login-service.js';
import { accountsOfFile, massRegister } from './mass-register-service.js';
import { changePassword, checkResetToken, resetPassword, sendResetEmail } from './passwords-service.js';
import { presentUser } from './presenter.js';
import { route } from '../http/route.js';
import { banStatus, logout, userNamed, usersOfGroup, userWithUuid } from './users-service.js';

const tags = ['users'];
/** The answer of a call that only acts: its payload is null. */

export async function accountRoutes(fastify: FastifyInstance, ctx: AppContext) {
  route(
    fastify,
    'POST /users/login',
    {
      tags,
      operationId: 'logIn',
      summary: 'Log in with a user name and password',
      description:
        "Public. Answers the user and the bearer token of a new session, and sets the browser's device cookie. A wrong user name or password is refused with 401; after 5 failures in 15 minutes the name is closed with 429, except to a browser that logged into the account before (decisions §3, issue #20). Under OIDC_PASSWORD_LOGIN=admins the password of anyone but role admin, right or wrong, is refused as a wrong one (401; decisions §17). An optional `language` (`ro` or `en`, chosen on /login before signing in) is saved on the account at sign-in, and the answer carries it; without it the account's saved language applies (decisions §22).",
    },
    async (req, reply) => {
      const { username, password, language } = req.body;
      const { user, device } = await login(ctx, username, password, deviceTokenOf(req.headers.cookie), language);
      void reply.header('set-cookie', deviceCookie(device, ctx.config.publicUrl));
      return ok(user);
    },
  );

  route(
    fastify,
    'GET /users/logout',
    {
      tags,
      operationId: 'logOut',
      summary: 'End the session of the bearer token',
      description: 'Public and idempotent: the session of the token sent, if any, ends; without a token nothing happens.',
    },
    async (req) => {
      await logout(ctx, req.token);
      return ok(null);
    },
  );

  // The specification writes `/api/users/verify/`; routes ignore a trailing slash, so both spellings reach it and the document names it without.
  route(
    fastify,
    'GET /users/verify',
    {
      tags,
      operationId: 'verifySession',
      summary: 'The user of the bearer token, or an empty object',
      description:
        'Public. Answers the user of a valid session token; without a token, or with one that ended or was revoked, answers an empty object (never a refusal).',
    },
    async (req) => ok(req.user ? presentUser(req.user) : {}),
  );

  route(
    fastify,
    'POST /users/changePassword',
    {
      tags,
      operationId: 'changePassword',
      summary: "Change the caller's own password",
      description:
        'Any signed-in user, for their own account only (403 otherwise). A wrong old password is refused with 400; on success every session of the user ends and the account is confirmed (decisions §3).',
    },
    async (req) => {
      await changePassword(ctx, caller(req), req.body);
      return ok(null);
    },
  );

  route(
    fastify,
    'POST /users/sendResetEmail',
    {
      tags,
      operationId: 'sendPasswordResetEmail',
      summary: 'E-mail a password reset link',
      description:
        'Public. Always answers the same, whether the address has an account or not; at most 3 e-mails per address an hour and 10 requests per client in 15 minutes are sent, silently (issue #20).',
    },
    async (req) => {
      // req.ip: the socket's address, or X-Forwarded-For's client only behind the proxies TRUST_PROXY names.
      await sendResetEmail(ctx, req.body.email, req.ip);
      return ok(null);
    },
  );

  route(
    fastify,
    'POST /users/resetPassword',
    {
      tags,
      operationId: 'resetPassword',
      summary: 'Set a new password from an e-mailed reset token',
      description:
        'Public. The token works once, for one hour; an unknown, used or expired one is refused with 400. Every session of the user ends.',
    },
    async (req) => {
      await resetPassword(ctx, req.body.token, req.body.password);
      return ok(null);
    },
  );

  route(
    fastify,
    'POST /users/checkResetToken',
    {
      tags,
      operationId: 'checkResetToken',
      summary: 'Check an e-mailed reset token before a new password is chosen',
      description:
        "Public. Answers 200 for a token that would reset a password now, and 400 (reason resetLinkInvalid, the reset's own refusal) for an unknown, used or expired one; the token stays unused either way. The reset page asks as it opens (#39 point 11).",
    },
    async (req) => {
      await checkResetToken(ctx, req.body.token);
      return ok(null);
    },
  );

  route(
    fastify,
    'GET /users/get/:username',
    {
      tags,
      operationId: 'getUserByUsername',
      summary: 'A user, by user name',
      description:
        'Any signed-in user may read their own account; managers and administrators also the people they may see (403 otherwise). An unknown user name is 404.',
    },
    async (req) => ok(await userNamed(ctx, caller(req), req.params.username)),
  );

  route(
    fastify,
    'GET /users/info/:uuid',
    {
      tags,
      operationId: 'getUser',
      summary: 'A user, by UUID',
      description:
        'Any signed-in user may read their own account; managers and administrators also the people they may see (403 otherwise). An unknown UUID is 404.',
    },
    async (req) => ok(await userWithUuid(ctx, caller(req), req.params.uuid)),
  );

  // The people of a group, for managers of it (who book for them) and administrators.
  route(
    fastify,
    'GET /users/group/:groupId',
    {
      tags,
      operationId: 'listUsersOfGroup',
      summary: 'The valid users of a group',
      description:
        'Managers of the group (who book desks for its people) and administrators; a manager of other groups is refused with 403.',
    },
    async (req) => ok(await usersOfGroup(ctx, caller(req), req.params.groupId)),
  );

  route(
    fastify,
    'POST /users/massRegister',
    {
      tags,
      operationId: 'registerUsers',
      summary: 'Create accounts from a list, all or none',
      description:
        "Administrators of CityOffices. The accounts as JSON, or the users list as its .csv file (multipart, field `file`; the 8 columns of flex-office §5, groups named by key or name), read by the rules of the web's preview. A building administrator creates plain users of their buildings only (403 otherwise, issue #20). A refused row is named in the message: a malformed row or an unknown group is 400, a user name or e-mail already taken 409.",
      preValidation: fileAsBody(async (req) => accountsOfFile(ctx, await readCsvUpload(req, UPLOAD_LIMIT.rows.officeUsers))),
    },
    async (req) => ok(await massRegister(ctx, caller(req), req.body)),
  );

  route(
    fastify,
    'GET /users/banStatus',
    {
      tags,
      operationId: 'getMyBanStatus',
      summary: 'Whether the caller is banned, and until when',
      description: 'Any signed-in user, about themselves: a ban comes from desk no-shows or tower absences.',
    },
    async (req) => ok(await banStatus(ctx, caller(req))),
  );
}
