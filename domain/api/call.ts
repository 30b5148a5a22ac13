import type { z } from 'zod';
import type { Access } from '../policy.js';
import type { RouteScope } from '../tokens/scopes.js';

// Issue #37, point 9: every call of the API written once. A call is keyed by its method and its path
// under /api ('GET /groups/:id' for GET /api/groups/:id, as Fastify writes a path) and says who may
// make it (domain/policy.ts), what it reads (params, query, body: zod schemas) and what it answers
// (a zod schema of the envelope's payload, a file, or a stream). The server registers each route from its entry (server/http/route.ts)
// and the web calls through it (web/src/api/client.ts apiCall), so a path, its access and its
// shapes cannot disagree. The web imports these tables as types only: no schema reaches its bundle.

/** A refusal a call answers beyond those its access and input imply (server/http/answers.ts declareImpliedAnswers). */
export type Refusal = 400 | 401 | 403 | 404 | 409 | 429 | 440;

/** The files a call may answer instead of the envelope (server/http/answers.ts fileAnswers). */
/** `sheet`: an Excel workbook or a CSV file, as the call's `format` asks. */
export type FileKind = 'csv' | 'xlsx' | 'sheet' | 'ics' | 'plan' | 'json';

interface Spec {
  access: Access;
  /** What a personal API token needs to make the call (domain/tokens/scopes.ts), beside its owner's access. */
  scope: RouteScope;
  /** The envelope's payload; a file (an export); or a stream of Server-Sent Events. */
  answer: z.ZodType | { file: FileKind } | 'stream';
  refusals?: readonly Refusal[];
  /** Served as a snapshot under its version: it may also answer 304 (server/http/snapshot-cache.ts). */
  snapshot?: true;
}

/**
 * A call reads either its path's parameters and its query (a read), or a body (a write): never both,
 * so that the web sends one object, the body or the parameters and query together (web/src/api/client.ts apiCall).
 */
export type CallSpec = Spec &
  (
    | { params?: z.ZodType; query?: z.ZodType; body?: never; consumes?: never }
    | {
        params?: never;
        query?: never;
        body?: z.ZodType;
        /** An upload: the file as multipart/form-data (uploads/multipart.ts), alone or beside the JSON body. */
        consumes?: readonly ['multipart/form-data'] | readonly ['application/json', 'multipart/form-data'];
      }
  );

/** One call of the table: only keeps its literal types. */
export const call = <const C extends CallSpec>(spec: C): C => spec;

/** A file answered by an export. */
export const file = <const K extends FileKind>(kind: K) => ({ file: kind });

/** A query's values go as text: a number or a boolean is written as one (web/src/api/client.ts queryString). */
type Query<T> = { [F in keyof T]: [Exclude<T[F], undefined>] extends [string] ? T[F] | number | boolean : T[F] };
type Read<C, K extends 'params' | 'query'> = C extends { [P in K]: infer S extends z.ZodType } ? z.input<S> : unknown;

/**
 * What the web sends to a call: a write's body (or the form of an upload), nothing when it reads none;
 * a read's path parameters and query in one object, as the schemas accept them.
 */
export type InputOf<C> = C extends { consumes: readonly unknown[] }
  ? FormData | (C extends { body: infer S extends z.ZodType } ? z.input<S> : never)
  : C extends { body: infer S extends z.ZodType }
    ? z.input<S>
    : C extends { params: z.ZodType } | { query: z.ZodType }
      ? Read<C, 'params'> & Query<Read<C, 'query'>>
      : undefined;

/** The payload a call answers, as the web reads it (the output side of the schema: what the server serialised). */
export type AnswerOf<C> = C extends { answer: infer A extends z.ZodType } ? z.output<A> : never;
