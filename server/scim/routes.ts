import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { AppContext } from '../context.js';
import { sqlState } from '../db/connection.js';
import { databaseUnavailable } from '../db/unavailable.js';
import { scimTokenCheck } from './auth.js';
import { resourceTypes, schemas, serviceProviderConfig } from './discovery.js';
import { errorBody, invalidSyntax, invalidValue, ScimError } from './errors.js';
import { createGroup, deleteGroup, getGroup, listGroups, patchGroup, replaceGroup } from './groups-service.js';
import { createUser, deleteUser, getUser, listUsers, patchUser, replaceUser, scimBase } from './users-service.js';

// SCIM 2.0 under /scim/v2 (RFC 7644, decisions §25), registered only when SCIM_TOKEN is set:
// otherwise /scim/v2 is any unknown path. A protocol of its own, outside /api: no session, no
// envelope, not in the OpenAPI document (its /Schemas describe it); the bearer is SCIM_TOKEN, and
// every answer, refusals included, is application/scim+json in SCIM's shape.

export const SCIM_PREFIX = '/scim/v2';
export const SCIM_TYPE = 'application/scim+json; charset=utf-8';

/** Whether a request's URL is under /scim/v2, as the router reads it (case-sensitive). */
export const isScimPath = (url: string) => url === SCIM_PREFIX || url.startsWith(`${SCIM_PREFIX}/`) || url.startsWith(`${SCIM_PREFIX}?`);

type Query = Record<string, string | undefined>;
type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const idOf = (req: FastifyRequest) => (req.params as { id: string }).id;
const query = (req: FastifyRequest) => req.query as Query;

function discovered(kind: 'ResourceType' | 'Schema', list: { id: string }[], id: string) {
  const found = list.find((r) => r.id === id);
  if (!found) throw new ScimError(404, `${kind} ${id} not found`);
  return found;
}

function table(ctx: AppContext): [HTTPMethods, string, Handler][] {
  const base = scimBase(ctx);
  const created = (reply: FastifyReply, body: { meta: { location: string } }) => {
    void reply.status(201).header('location', body.meta.location);
    return body;
  };
  const none = (reply: FastifyReply) => reply.status(204).send();
  return [
    ['GET', '/ServiceProviderConfig', async () => serviceProviderConfig(base)],
    ['GET', '/ResourceTypes', async () => listOf(resourceTypes(base))],
    ['GET', '/ResourceTypes/:id', async (req) => discovered('ResourceType', resourceTypes(base), idOf(req))],
    ['GET', '/Schemas', async () => listOf(schemas(base))],
    ['GET', '/Schemas/:id', async (req) => discovered('Schema', schemas(base), idOf(req))],
    ['GET', '/Users', async (req) => listUsers(ctx, query(req))],
    ['POST', '/Users', async (req, reply) => created(reply, await createUser(ctx, req.body))],
    ['GET', '/Users/:id', async (req) => getUser(ctx, idOf(req))],
    ['PUT', '/Users/:id', async (req) => replaceUser(ctx, idOf(req), req.body)],
    ['PATCH', '/Users/:id', async (req) => patchUser(ctx, idOf(req), req.body)],
    ['DELETE', '/Users/:id', async (req, reply) => (await deleteUser(ctx, idOf(req)), none(reply))],
    ['GET', '/Groups', async (req) => listGroups(ctx, query(req))],
    ['POST', '/Groups', async (req, reply) => created(reply, await createGroup(ctx, req.body))],
    ['GET', '/Groups/:id', async (req) => getGroup(ctx, idOf(req), query(req).excludedAttributes)],
    ['PUT', '/Groups/:id', async (req) => replaceGroup(ctx, idOf(req), req.body)],
    ['PATCH', '/Groups/:id', async (req, reply) => (await patchGroup(ctx, idOf(req), req.body), none(reply))],
    ['DELETE', '/Groups/:id', async (req, reply) => (await deleteGroup(ctx, idOf(req)), none(reply))],
  ];
}

const listOf = <T>(resources: T[]) => ({
  schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
  totalResults: resources.length,
  startIndex: 1,
  itemsPerPage: resources.length,
  Resources: resources,
});

/** Any error as SCIM's: the framework's 4xx (malformed JSON, a body of another type, too large) are 400s, never 5xx; a fault's cause never leaks. */
function scimErrorOf(error: FastifyError, req: FastifyRequest): ScimError {
  if (error instanceof ScimError) return error;
  if (databaseUnavailable(error)) {
    req.log.warn({ err: error }, 'database unavailable');
    return new ScimError(503, 'Service unavailable, try again later');
  }
  if (sqlState(error)?.startsWith('22')) return invalidValue('A value cannot be stored');
  const status = error.statusCode;
  if (status === 413) return new ScimError(413, 'The request is too large');
  if (status === 429) return new ScimError(429, 'Too many requests');
  if (status && status >= 400 && status < 500) return invalidSyntax('The request is not valid SCIM JSON');
  req.log.error({ err: error }, 'unhandled error');
  return new ScimError(500, 'Internal error');
}

export function scimRoutes(app: FastifyInstance, ctx: AppContext): void {
  const allowed = scimTokenCheck(ctx.config.scim!.token);
  // SCIM's own media type, read as JSON is (prototype poisoning refused: a 400).
  app.addContentTypeParser('application/scim+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const e = scimErrorOf(error, req);
    if (e.status === 401) void reply.header('www-authenticate', 'Bearer');
    return reply.status(e.status).type(SCIM_TYPE).send(errorBody(e));
  });
  const authorise = async (req: FastifyRequest, reply: FastifyReply) => {
    void reply.type(SCIM_TYPE).header('cache-control', 'no-store');
    if (!allowed(req.headers.authorization)) throw new ScimError(401, 'Authorization: Bearer with the SCIM token is required');
  };
  app.addHook('onRequest', authorise);
  app.setNotFoundHandler({ preHandler: authorise }, async (req) => {
    throw new ScimError(404, `No resource at ${req.url.split('?')[0]}`);
  });
  for (const [method, url, handler] of table(ctx)) app.route({ method, url, schema: { hide: true }, handler });
}
