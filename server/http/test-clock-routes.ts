import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { answers } from './answers.js';
import { ok } from './envelope.js';
import { instant } from '../../domain/schemas/answers.js';
import { TestClock } from '../jobs/clock.js';

/** Only with TEST_CLOCK=1 (never in production): move time and run the jobs that fell due, in order. */
export async function testClockRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const clock = ctx.clock;
  if (!(clock instanceof TestClock)) return;
  const tags = ['test'];
  const now = z.object({ now: instant }).meta({ id: 'TestClock', example: { now: '2026-03-02T08:00:00.000Z' } });
  const moved = z.object({ now: instant, ran: z.array(z.object({ job: z.string(), dueAt: instant })) }).meta({
    id: 'TestClockMoved',
    example: { now: '2026-03-03T08:00:00.000Z', ran: [{ job: 'tower-first-round', dueAt: '2026-03-02T16:00:00.000Z' }] },
  });
  const about = 'Only on a server started with TEST_CLOCK=1, never in production.';
  app.get(
    '/api/test/clock',
    {
      schema: { tags, operationId: 'getTestClock', summary: "The test clock's time", description: about, response: answers(now) },
      config: { access: 'public' },
    },
    async () => ok({ now: clock.now().toISOString() }),
  );
  app.put(
    '/api/test/clock',
    {
      schema: {
        tags,
        operationId: 'setTestClock',
        summary: 'Move the test clock and run the jobs that fell due',
        description: `${about} The scheduled jobs due up to the new time run in order before the answer.`,
        body: z.object({ now: z.iso.datetime({ offset: true }) }),
        response: answers(moved),
      },
      config: { access: 'public' },
    },
    async (req) => {
      clock.set(new Date(req.body.now));
      const ran = await ctx.scheduler.runDue(clock.now());
      return ok({ now: clock.now().toISOString(), ran: ran.map((r) => ({ job: r.job, dueAt: r.dueAt.toISOString() })) });
    },
  );
}
