import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaOf } from './answers.js';

/**
 * Tests only: every answer of a route that declares its answers is checked against the schema of its
 * status, before serialisation (so a wrong type or an extra field is seen, not coerced or dropped) or,
 * for a snapshot sent as text, as sent. Each drift is recorded; the test harness fails the call that made it.
 */
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
// Compiled once per schema for the whole test run, whatever the apps that declare it.
const compiled = new WeakMap<object, ValidateFunction>();

export function checkAnswers(app: FastifyInstance, drift: string[]) {
  const checked = new WeakSet<FastifyRequest>();
  const check = (req: FastifyRequest, status: number, body: unknown) => {
    checked.add(req);
    const declared = req.routeOptions.schema?.response as Record<string, object> | undefined;
    if (!declared || !req.routeOptions.url) return;
    const where = `${req.method} ${req.routeOptions.url} → ${status}`;
    const schema = declared[status] ?? declared[String(status)];
    if (!schema) return void drift.push(`${where}: the route does not declare this status`);
    if ('content' in schema) return; // a file (fileAnswers): its bytes are not JSON
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile(jsonSchemaOf(schema))));
    if (!validate(body)) drift.push(`${where}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 500)}`);
  };
  app.addHook('preSerialization', async (req, reply, payload) => {
    check(req, reply.statusCode, payload);
    return payload;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (checked.has(req) || typeof payload !== 'string' || reply.statusCode === 304) return payload;
    if (!/json/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    check(req, reply.statusCode, JSON.parse(payload));
    return payload;
  });
}
