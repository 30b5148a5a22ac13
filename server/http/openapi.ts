import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_HOURS, IDEMPOTENCY_KEY_PATTERN } from '../../domain/api/idempotent.js';
import { MSG } from '../../domain/messages.js';
import { scopesOpening } from '../../domain/tokens/scopes.js';
import type { AccessRegistry } from './auth.js';

type Transform = typeof jsonSchemaTransform;

/** The text fields an upload reads beside its file (a floor's plan: `floor`), described in its form. */
export type UploadFields = Record<string, { type: 'string'; pattern?: string; description: string }>;

declare module 'fastify' {
  interface FastifySchema {
    /** A multipart upload's fields besides `file` (read by hand with the file, uploads/multipart.ts readFileAndFields). */
    uploadFields?: { file: string; fields: UploadFields };
  }
}

const fileField = (description: string, fields: UploadFields = {}) => ({
  type: 'object',
  properties: { ...fields, file: { type: 'string', format: 'binary', description } },
  required: [...Object.keys(fields), 'file'],
});
/** The header of a booking or a cancellation (#38, point 11; domain/api/idempotent.ts), as the document's parameter. */
const IDEMPOTENCY_KEY_HEADER = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_HEADER]: {
      type: 'string',
      pattern: IDEMPOTENCY_KEY_PATTERN.source,
      description: `Optional: a key the client makes for one action of the user (8–128 letters, digits, '-', '_'; a UUID fits) and sends again, unchanged, when it repeats that action without having read its answer. A repeat by the same person within ${IDEMPOTENCY_HOURS} hours answers the first answer (its status and body, exactly, with the header \`Idempotent-Replayed: true\`) without doing it again. The same key with another call or body: 409 \`app.idempotencyKeyReused\`; a malformed key: 400 \`app.idempotencyKeyInvalid\`. A refusal is not kept: its repeat is decided again.`,
    },
  },
};
/** The tower's lists: a file only, its columns by name. */
const TABLE_FILE = fileField(
  'The table: a .csv (UTF-8, separated by commas or semicolons) or an .xlsx file, its first row the column names.',
);
/** The flexible office's lists, whose JSON form the specification gives: the same list as its .csv (flex-office §5). */
const OFFICE_CSV_FILE = fileField(
  'The list as a .csv file only (UTF-8, separated by commas or semicolons), its columns in the order flex-office §5 gives them; it is read into the JSON form and applied as that would be.',
);

/**
 * The zod schemas of a route as the document's JSON Schemas; an upload (a route that consumes
 * multipart/form-data and reads its one file itself, uploads/multipart.ts) is described as the file
 * field it reads (and the text fields it names in `uploadFields`), which no validator of the route checks.
 * A route that also takes JSON (the flexible office's lists, uploads/multipart.ts fileAsBody) offers both:
 * its JSON body and the file.
 */
export const describeRoute: Transform = (route) => {
  const out = jsonSchemaTransform(route);
  if (route.route.config?.idempotent && out.schema) Object.assign(out.schema, { headers: IDEMPOTENCY_KEY_HEADER });
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  if (!consumes.includes('multipart/form-data') || !out.schema) return out;
  const json = out.schema.body;
  const upload = (route.schema as { uploadFields?: { file: string; fields: UploadFields } }).uploadFields;
  Object.assign(out.schema, {
    body: upload
      ? fileField(upload.file, upload.fields)
      : json
        ? { content: { 'application/json': { schema: json }, 'multipart/form-data': { schema: OFFICE_CSV_FILE } } }
        : TABLE_FILE,
  });
  return out;
};

/** The areas of the API, in the order the document lists them. */
export const TAGS = [
  { name: 'meta', description: 'The server itself: version, support contacts, clock.' },
  { name: 'users', description: 'Sign-in, sessions, passwords and the administration of user accounts (both buildings).' },
  { name: 'groups', description: 'Departments and projects of CityOffices, and what they hold.' },
  { name: 'manager', description: "A manager's projects and their desks." },
  { name: 'config', description: "The buildings' settings." },
  { name: 'floors', description: 'The floors of CityOffices, their uploaded plans and group zones (decisions §18).' },
  { name: 'desks', description: 'The desks of CityOffices and their map of a day.' },
  { name: 'desk reservations', description: 'Booking desks of CityOffices (with a parking spot), for oneself or for others.' },
  {
    name: 'week',
    description: "A person's week (decisions §20): the work pattern and its automatic bookings, absences, the week in one answer.",
  },
  {
    name: 'team',
    description:
      "The team's week and colleagues (decisions §21): who is in which day and where, the colleagues followed, desks near a colleague.",
  },
  { name: 'conference rooms', description: 'Meeting rooms of CityOffices and their bookings.' },
  { name: 'cars', description: 'The cars of the tower building.' },
  { name: 'parking', description: 'Parking requests in the tower building, shared out in rounds (tower §4), presence and penalties.' },
  { name: 'statistics', description: 'Tables, charts and exports of both buildings.' },
  { name: 'audit', description: "The administrators' changes." },
  { name: 'calendar', description: "A person's bookings as a calendar feed, at a secret address (decisions §15)." },
  { name: 'live', description: 'Live updates: a stream of what changed, so that open pages re-read it at once.' },
  {
    name: 'tokens',
    description: 'Personal API tokens (decisions §23): another program acts as a person, within the scopes the token was made with.',
  },
  {
    name: 'webhooks',
    description: 'Webhooks (decisions §23): what happens, POSTed to other systems as it happens, signed per Standard Webhooks.',
  },
  {
    name: 'displays',
    description:
      "Displays (decisions §24): a tablet at a meeting room's door and a floor's board, each opened by the secret in its address, and the console that makes them.",
  },
  { name: 'test', description: 'Only with TEST_CLOCK=1: the clock and the live streams of a test server.' },
];

const STATUS_TEXT: Record<string, string> = {
  200: 'Done: the envelope with `err: 0` and the payload.',
  304: 'Not Modified: what the If-None-Match names is still current; no body.',
  400: 'Refused: the request is malformed, or breaks a rule (`reason` says which).',
  401: 'Not signed in, or the session has ended.',
  403: 'The caller may not do this (its role, building or group).',
  404: 'Not found.',
  409: 'Refused: it conflicts with the current state (`reason` says how).',
  429: 'Too many requests or attempts; try again later.',
  440: 'The session has expired.',
  500: 'A fault of the server; nothing was changed.',
  503: 'The database cannot be reached for the moment (it is restarting or out of reach); try again.',
};

/** The example of a refusal by its status: the envelope as that status answers it (a 409's is ApiError's own). */
const REFUSAL_EXAMPLE: Record<string, { message: string; reason?: string }> = {
  400: { message: MSG.invalidRequest, reason: 'invalid' },
  401: { message: MSG.notAuthenticated, reason: 'unauthenticated' },
  403: { message: MSG.forbidden, reason: 'access' },
  404: { message: MSG.notFound, reason: 'notFound' },
  429: { message: MSG.tooManyAttempts, reason: 'throttled' },
  500: { message: MSG.genericError },
  503: { message: MSG.serviceUnavailable, reason: 'unavailable' },
};

type Operation = { responses?: Record<string, { description?: string; content?: unknown }>; tags?: string[] } & Record<string, unknown>;

/**
 * OpenAPI 3.0 spells null as `nullable: true` beside a `type`, which zod's output does not always
 * respect: a nullable enumeration also lists null, and a nullable union of typed schemas makes each
 * of them nullable (nullable without a type is not allowed).
 */
function nullableAsOpenApi30(node: unknown) {
  if (typeof node !== 'object' || node === null) return;
  for (const child of Object.values(node)) nullableAsOpenApi30(child);
  const s = node as Record<string, unknown>;
  if (s.nullable !== true) return;
  if (Array.isArray(s.enum) && !s.enum.includes(null)) s.enum.push(null);
  const branches = s.anyOf as Record<string, unknown>[] | undefined;
  if (!s.type && Array.isArray(branches) && branches.every((b) => typeof b.type === 'string')) {
    for (const b of branches) b.nullable = true;
    delete s.nullable;
  }
  // A component that may be null (the week's day: its tower request, its absence) is `allOf` its
  // reference, nullable beside the type the reference has: an object.
  const all = s.allOf as Record<string, unknown>[] | undefined;
  if (!s.type && Array.isArray(all) && all.length === 1 && typeof all[0].$ref === 'string') s.type = 'object';
}

type Json = Record<string, unknown>;
const NONE = Symbol('no example');

/** An example of a schema, made from the examples of its parts (its components', its properties'), or NONE. */
function exampleOf(schema: unknown, components: Record<string, unknown>, depth = 0): unknown {
  if (typeof schema !== 'object' || schema === null || depth > 12) return NONE;
  const s = schema as Json;
  if ('example' in s) return s.example;
  if (typeof s.$ref === 'string') return exampleOf(components[s.$ref.split('/').pop() as string], components, depth + 1);
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  if (Array.isArray(s.anyOf)) {
    for (const branch of s.anyOf) {
      const e = exampleOf(branch, components, depth + 1);
      if (e !== NONE) return e;
    }
    return NONE;
  }
  if (s.nullable === true && !s.type) return null;
  if (s.type === 'array') {
    const item = exampleOf(s.items, components, depth + 1);
    return item === NONE ? NONE : [item];
  }
  if (s.type === 'object' || s.properties) {
    const out: Json = {};
    const required = new Set((s.required as string[] | undefined) ?? []);
    for (const [key, property] of Object.entries((s.properties as Json | undefined) ?? {})) {
      const e = exampleOf(property, components, depth + 1);
      if (e !== NONE) out[key] = e;
      else if (required.has(key)) return NONE;
    }
    return out;
  }
  return NONE;
}

const refsIn = (value: unknown, found: Set<string>) => {
  const text = JSON.stringify(value);
  for (const m of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) found.add(m[1]);
};

/**
 * The finished document: each operation states who may call it (`x-access`; public ones need no
 * token), which scopes of a personal API token open it (`x-scopes`, decisions §23) and what each of its statuses means; the areas are declared, and only the components the
 * operations use are kept (zod's registry also offers input twins of the answers' shapes).
 */
export function finishDocument<T extends { paths?: object; components?: { schemas?: Record<string, unknown> } }>(
  doc: T,
  registry: AccessRegistry,
): T {
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries((ops ?? {}) as Record<string, Operation>)) {
      if (typeof op !== 'object' || op === null) continue;
      const declared = registry.get(`${method.toUpperCase()} ${path}`);
      if (declared)
        Object.assign(
          op,
          { 'x-access': declared.access, 'x-scopes': scopesOpening(declared.scope) },
          declared.access === 'public' ? { security: [] } : {},
        );
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        if (answer.description === 'Default Response') answer.description = STATUS_TEXT[status] ?? answer.description;
        if (status === '304') delete answer.content;
        // Each answer shows an example of its whole body, the envelope included, made from its parts' examples.
        const json = (answer.content as Record<string, Json> | undefined)?.['application/json'];
        const refusal = REFUSAL_EXAMPLE[status];
        const example = refusal
          ? { err: Number(status), payload: null, ...refusal }
          : json
            ? exampleOf(json.schema, doc.components?.schemas ?? {})
            : NONE;
        if (json && example !== NONE) json.example = example;
      }
    }
  }
  nullableAsOpenApi30(doc.paths);
  nullableAsOpenApi30(doc.components);
  const schemas = doc.components?.schemas ?? {};
  const used = new Set<string>();
  refsIn(doc.paths, used);
  for (let size = -1; size !== used.size;) {
    size = used.size;
    for (const name of [...used]) refsIn(schemas[name], used);
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  const tagged = new Set(
    Object.values(doc.paths ?? {}).flatMap((ops) => Object.values(ops as Record<string, Operation>).flatMap((op) => op.tags ?? [])),
  );
  return Object.assign(doc, {
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: TAGS.filter((tag) => tagged.has(tag.name)),
  });
}
