import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAnswers } from './answer-check.js';
import { answers, declareImpliedAnswers, serializerCompiler } from './answers.js';
import { registerEnvelope } from './envelope.js';
import { notFound } from '../errors.js';

const item = z.object({ id: z.uuid(), day: z.string(), count: z.number().int() });
const good = { id: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b', day: '2026-03-02', count: 2 };

/** A small app with the answers' machinery of app.ts: declared answers serialised from their schema, and checked when `drift` is given. */
async function appWith(drift?: string[]) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerEnvelope(app);
  app.addHook('onRoute', declareImpliedAnswers);
  if (drift) checkAnswers(app, drift);
  const schema = { response: answers(item, 404) };
  app.get('/good', { schema }, async () => ({ err: 0 as const, payload: good }));
  // What a presenter gets wrong: a field it leaks, a count the database returned as text.
  app.get('/leaks', { schema }, async () => ({ err: 0 as const, payload: { ...good, passwordHash: 'x' } }));
  app.get('/as-text', { schema }, async () => ({ err: 0, payload: { ...good, count: '2' } }) as never);
  app.get('/missing', { schema }, async () => {
    throw notFound();
  });
  // What the types forbid and a route may still do at run time (a status it does not declare, a snapshot's text).
  const untyped = (reply: unknown) =>
    reply as { status(n: number): { send(b: unknown): unknown }; type(t: string): { send(b: unknown): unknown } };
  app.get(
    '/conflict',
    { schema },
    async (_req, reply) => untyped(reply).status(409).send({ err: 409, payload: null, message: 'Nu' }) as never,
  );
  app.get(
    '/text',
    { schema },
    async (_req, reply) =>
      untyped(reply)
        .type('application/json')
        .send(JSON.stringify({ err: 0, payload: { id: 'nu' } })) as never,
  );
  await app.ready();
  return app;
}

describe('answers checked against what the route declares (tests) and serialised from it (always)', () => {
  it('an answer as declared passes, and so does a declared refusal', async () => {
    const drift: string[] = [];
    const app = await appWith(drift);
    expect((await app.inject('/good')).json()).toEqual({ err: 0, payload: good });
    const missing = await app.inject('/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ err: 404, payload: null, reason: 'notFound' });
    expect(drift).toEqual([]);
  });

  it('a leaked field, a wrong type, an undeclared status and a snapshot text that differs are each caught', async () => {
    const drift: string[] = [];
    const app = await appWith(drift);
    for (const url of ['/leaks', '/as-text', '/conflict', '/text']) await app.inject(url);
    expect(drift).toHaveLength(4);
    expect(drift[0]).toMatch(/GET \/leaks → 200: .*additional properties/);
    expect(drift[1]).toMatch(/GET \/as-text → 200: .*count must be integer/);
    expect(drift[2]).toMatch(/GET \/conflict → 409: the route does not declare this status/);
    expect(drift[3]).toMatch(/GET \/text → 200: .*must have required property/);
  });

  it('without the check (production), a leaked field never leaves the server', async () => {
    const app = await appWith();
    expect((await app.inject('/leaks')).json()).toEqual({ err: 0, payload: good });
  });

  it('a route declaring its answers also declares the refusals its access and input imply', async () => {
    const app = Fastify();
    const declared: Record<string, Record<string, unknown>> = {};
    app.addHook('onRoute', (route) => {
      const open = route.url === '/open' || route.url === '/login';
      route.config = { ...route.config, access: open ? 'public' : 'member:1', scope: route.url === '/login' ? 'never' : 'read' };
      declareImpliedAnswers(route);
      declared[`${String(route.method)} ${route.url}`] = route.schema?.response as Record<string, unknown>;
    });
    app.setSerializerCompiler(serializerCompiler);
    app.get('/open', { schema: { response: answers(item) } }, async () => ({}));
    app.post('/write', { schema: { response: answers(item, 409) } }, async () => ({}));
    app.post('/login', { schema: { response: answers(item) } }, async () => ({}));
    expect(Object.keys(declared['GET /open']).sort()).toEqual(['200', '429', '500', '503']);
    // A public route a personal API token may not call refuses one (403 token.scope).
    expect(Object.keys(declared['POST /login']).sort()).toEqual(['200', '400', '403', '429', '500', '503']);
    expect(Object.keys(declared['POST /write']).sort()).toEqual(['200', '400', '401', '403', '409', '429', '500', '503']);
  });
});
