import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { createToken, listBuildingTokens, listTokens, removeToken } from './token-service.js';

/** Personal API tokens (decisions §23): a signed-in person's, never a token's (their scope is `never`). */
export async function tokenRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['tokens'];

  route(
    fastify,
    'POST /tokens/create',
    {
      tags,
      operationId: 'createApiToken',
      summary: 'Make a personal API token, shown this once',
      description:
        'Any signed-in user, for themselves, with a session (a token never makes tokens: 403 `token.scope`). `scopes` among `read`, `book` and `admin`; `admin` only for an administrator (403 `token.adminScope`); `days` 1–365. At most 20 live tokens a person (409 `token.tooMany`). Answers the token (`bt_` and 43 characters) this once: only its hash is kept. Sent as `Authorization: Bearer bt_…`, it acts as its owner within its scopes (each operation’s `x-scopes`) until it expires, is deleted, or the owner’s password changes or the account is deleted. Written in the audit log.',
    },
    async (req) => ok(await createToken(ctx, caller(req), req.body)),
  );

  route(
    fastify,
    'GET /tokens',
    {
      tags,
      operationId: 'listApiTokens',
      summary: "The caller's API tokens, newest first, without their secrets",
      description: 'Any signed-in user, with a session. Each with its scopes, expiry and last use (to the minute); expired ones too.',
    },
    async (req) => ok(await listTokens(ctx, caller(req))),
  );

  route(
    fastify,
    'POST /tokens/delete',
    {
      tags,
      operationId: 'deleteApiToken',
      summary: 'Delete an API token: it stops working at once',
      description:
        'Any signed-in user, with a session: their own token, or, for an administrator, a token of a person of a building they administer (404 `token.notFound` for any other, as for none). Written in the audit log.',
    },
    async (req) => ok(await removeToken(ctx, caller(req), req.body._id)),
  );

  route(
    fastify,
    'GET /tokens/all',
    {
      tags,
      operationId: 'listBuildingApiTokens',
      summary: "The API tokens of the people of the caller's buildings, without their secrets",
      description:
        'Administrators, with a session: the tokens of the valid people of the buildings they administer (role admin: everyone), newest first, each with its owner.',
    },
    async (req) => ok(await listBuildingTokens(ctx, caller(req))),
  );
}
