import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CallSpec } from '../../domain/api/call.js';
import { isIdempotentCall } from '../../domain/api/idempotent.js';
import { CALLS, type CallKey, type Calls } from '../../domain/api/index.js';
import type { apiError, envelope } from '../../domain/schemas/answers.js';
import { answers, fileAnswers, snapshotAnswers, streamAnswers, type Refusal } from './answers.js';

// Issue #37, point 9: the one way a route of the API is registered. Its method, path, access and
// shapes come from its call in domain/api/ (which the web calls through); the route adds what only
// the server knows: the document's words, extra settings of its config, and the handler.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A booking or a cancellation that takes an Idempotency-Key (domain/api/idempotent.ts; server/idempotency/). */
    idempotent?: true;
  }
}

/** The refusals of an Idempotency-Key: malformed (400), or used for another call (409). */
const IDEMPOTENCY_REFUSALS: Refusal[] = [400, 409];

/** The document's words for a route (OpenAPI): its tags, operationId, summary and description. */
interface RouteDocs {
  tags: string[];
  operationId: string;
  summary: string;
  description: string;
  /** A multipart upload's fields besides `file` (server/http/openapi.ts). */
  uploadFields?: FastifySchema['uploadFields'];
  /** A stream's answer, described (GET /api/events). */
  stream?: { description: string; example: string };
  /** Settings of the route's config beside its access (versions/office-day.ts officeDay). */
  config?: Omit<FastifyContextConfig, 'access' | 'scope'>;
  preValidation?: RouteShorthandOptions['preValidation'];
}

type RefusalsOf<C> = C extends { refusals: readonly (infer R extends Refusal)[] } ? R : never;
type JsonAnswers<C, A extends z.ZodType> = { 200: ReturnType<typeof envelope<A>> } & {
  [K in RefusalsOf<C>]: typeof apiError;
} & (C extends {
    snapshot: true;
  }
    ? { 304: z.ZodNull }
    : unknown);
type ResponseOf<C> = C extends { answer: infer A extends z.ZodType } ? JsonAnswers<C, A> : ReturnType<typeof fileAnswers>;
type Field<C, K extends string> = C extends { [P in K]: infer S } ? S : undefined;

/** The route's schema as the type provider reads it: the handler's request and answer are typed from the call's schemas. */
export type SchemaOf<C> = {
  params: Field<C, 'params'>;
  querystring: Field<C, 'query'>;
  body: Field<C, 'body'>;
  response: ResponseOf<C>;
};

export type Handler<K extends CallKey> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  FastifyContextConfig,
  SchemaOf<Calls[K]>,
  ZodTypeProvider
>;

/** The method and URL of a call's key: its path under /api. */
export function methodAndPath(key: CallKey): { method: string; url: string } {
  const [method, path] = key.split(' ');
  return { method, url: `/api${path}` };
}

/** Registers the route of a call of domain/api/ with its docs and handler. */
export function route<K extends CallKey>(app: FastifyInstance, key: K, docs: RouteDocs, handler: Handler<K>): void {
  const spec: CallSpec = CALLS[key];
  const { config, preValidation, stream, uploadFields, ...words } = docs;
  const idempotent = isIdempotentCall(key);
  const refusals = [...new Set([...(spec.refusals ?? []), ...(idempotent ? IDEMPOTENCY_REFUSALS : [])])];
  const answer = spec.answer;
  const response =
    answer === 'stream'
      ? streamAnswers(stream?.description ?? '', stream?.example ?? '', ...refusals)
      : 'file' in answer
        ? fileAnswers(answer.file, ...refusals)
        : spec.snapshot
          ? snapshotAnswers(answer, ...refusals)
          : answers(answer, ...refusals);
  const schema: FastifySchema & Record<string, unknown> = { ...words, response };
  if (spec.consumes) schema.consumes = [...spec.consumes];
  if (uploadFields) schema.uploadFields = uploadFields;
  if (spec.params) schema.params = spec.params;
  if (spec.query) schema.querystring = spec.query;
  if (spec.body) schema.body = spec.body;
  app.route({
    ...methodAndPath(key),
    config: { ...config, access: spec.access, scope: spec.scope, ...(idempotent && { idempotent }) },
    schema,
    ...(preValidation ? { preValidation } : {}),
    handler: handler as RouteHandlerMethod,
  });
}
