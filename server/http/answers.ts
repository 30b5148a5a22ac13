import type { RouteOptions } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { apiError, envelope } from '../../domain/schemas/answers.js';
import type { RouteScope } from '../../domain/tokens/scopes.js';
import type { Access } from '../../domain/policy.js';
import type { FileKind, Refusal } from '../../domain/api/call.js';

export type { Refusal };

type Answers = Record<number, z.ZodType>;

// One envelope per payload schema, so that its serialiser (below) is compiled once per process, not
// again for each app built on the same modules: a test worker builds hundreds (issue #37).
const envelopes = new WeakMap<z.ZodType, z.ZodType>();
/** Typed per status, so that the type provider checks what a handler returns against the schema. */
type Declared<T extends z.ZodType, R extends Refusal[]> = { 200: ReturnType<typeof envelope<T>> } & { [K in R[number]]: typeof apiError };

/** A route's answers (fastify's `response`): the envelope around `payload`, and the error envelope for each refusal named. */
export function answers<T extends z.ZodType, R extends Refusal[]>(payload: T, ...refusals: R): Declared<T, R> {
  let wrapped = envelopes.get(payload);
  if (!wrapped) envelopes.set(payload, (wrapped = envelope(payload)));
  const out: Answers = { 200: wrapped };
  for (const status of refusals) out[status] = apiError;
  return out as Declared<T, R>;
}

const FILES: Record<FileKind, { type: string | string[]; schema: z.ZodType; description?: string }> = {
  csv: {
    type: 'text/csv',
    schema: z
      .string()
      .meta({ description: 'UTF-8 with a BOM, a header row, comma-separated.', example: 'Nume,Departament,Zile\r\nAna Popescu,IT,12\r\n' }),
  },
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    schema: z.string().meta({ format: 'binary', description: 'An Excel workbook of one sheet.' }),
  },
  sheet: {
    type: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
    description: 'The file asked for by `format`, as an attachment (Content-Disposition names it).',
    schema: z.string().meta({ format: 'binary', description: 'An Excel workbook of one sheet, or UTF-8 CSV with a BOM and a header row.' }),
  },
  ics: {
    type: 'text/calendar',
    description: 'The calendar, RFC 5545 (UTF-8, CRLF line ends), inline.',
    schema: z.string().meta({
      description: 'One VCALENDAR: the VTIMEZONE of Europe/Bucharest and one VEVENT per reservation.',
      example: 'BEGIN:VCALENDAR\r\nPRODID:-//Birouri Flex//Rezervari//RO\r\nVERSION:2.0\r\n…\r\nEND:VCALENDAR\r\n',
    }),
  },
  json: {
    type: 'application/json',
    schema: z
      .object({})
      .loose()
      .meta({ description: "One JSON document (a person's data, decisions §25).", example: { account: {} } }),
  },
  plan: {
    type: ['image/svg+xml', 'image/png', 'image/jpeg'],
    description: "The floor's uploaded plan as stored (an SVG as cleaned on upload), inline, under its own type.",
    schema: z.string().meta({ format: 'binary', description: 'An SVG, PNG or JPEG image.' }),
  },
};

/** The answers of an export: the file itself (an attachment, streamed; the calendar feed's inline), or a refusal in the envelope before it starts. */
export function fileAnswers(kind: FileKind, ...refusals: Refusal[]) {
  const file = FILES[kind];
  const description = file.description ?? 'The file, as an attachment (Content-Disposition names it).';
  const out: Record<number, z.ZodType | { description: string; content: Record<string, { schema: z.ZodType }> }> = {
    200: { description, content: Object.fromEntries([file.type].flat().map((type) => [type, { schema: file.schema }])) },
  };
  for (const status of refusals) out[status] = apiError;
  return out;
}

/** The answer of a stream of Server-Sent Events (GET /api/events): open until either side closes it; a refusal in the envelope before it starts. */
export function streamAnswers(description: string, example: string, ...refusals: Refusal[]) {
  const out: Record<number, z.ZodType | { description: string; content: Record<string, { schema: z.ZodType }> }> = {
    200: { description, content: { 'text/event-stream': { schema: z.string().meta({ example }) } } },
  };
  for (const status of refusals) out[status] = apiError;
  return out;
}

const NOT_MODIFIED = z.null();

/** A read served as a snapshot under its version (http/snapshot-cache.ts): it may also answer 304 Not Modified, without a body, to an If-None-Match. */
export function snapshotAnswers<T extends z.ZodType, R extends Refusal[]>(payload: T, ...refusals: R): Declared<T, R> & { 304: z.ZodNull } {
  return { ...answers(payload, ...refusals), 304: NOT_MODIFIED };
}

/**
 * The refusals every route may answer because of who may call it and what it reads, added to a route
 * that declares its answers: 401 and 403 to a protected one, 400 to one with input, 429, 500 and 503 to all
 * (503: the database cannot be reached for the moment, decisions §16).
 */
export function declareImpliedAnswers(route: RouteOptions) {
  const response = route.schema?.response as Record<number, unknown> | undefined;
  if (!response || !(200 in response)) return;
  const access = route.config?.access as Access | undefined;
  const implied: number[] = [500, 503];
  if (access !== 'public') implied.push(401);
  // A personal API token is refused beyond its scope (403 token.scope): every token reads, so only a `read` route never refuses one.
  const scope = route.config?.scope as RouteScope | undefined;
  if ((access !== 'public' && access !== 'user') || scope !== 'read') implied.push(403);
  const methods = [route.method].flat();
  const readsInput =
    route.schema?.body || route.schema?.querystring || route.schema?.params || methods.some((m) => m !== 'GET' && m !== 'HEAD');
  if (readsInput) implied.push(400);
  // Under RATE_LIMIT any route may answer 429; the document says so whatever this server's setting.
  implied.push(429);
  for (const status of implied) response[status] ??= apiError;
}

const resolve = (schema: unknown): z.ZodType => {
  if (schema instanceof z.ZodType) return schema;
  throw new Error(`A response schema must be a zod schema: ${JSON.stringify(schema)}`);
};

/** The JSON Schema of a declared answer, as serialised and as checked (draft-07, the output side of the zod schema). */
export function jsonSchemaOf(schema: unknown) {
  return z.toJSONSchema(resolve(schema), { target: 'draft-7', io: 'output', unrepresentable: 'any' });
}

/**
 * Answers are serialised from their declared schema by fast-json-stringify: fast, and a field a
 * presenter adds by mistake never leaves the server. A route without a declared answer keeps JSON.stringify.
 */
export function serializerCompiler({ schema }: { schema: unknown }) {
  const zod = resolve(schema);
  let serialize = serializers.get(zod);
  if (!serialize)
    serializers.set(zod, (serialize = fastJson(jsonSchemaOf(zod) as Parameters<typeof fastJson>[0], { ajv: { strictSchema: false } })));
  return serialize;
}

// One serialiser per schema, whatever the routes and apps that share it (ApiError is every route's refusal).
const serializers = new WeakMap<z.ZodType, (data: unknown) => string>();
