import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { ok } from './envelope.js';
import { route } from './route.js';
import { TestClock } from '../jobs/clock.js';

/** Only with TEST_CLOCK=1 (never in production): move time and run the jobs that fell due, in order. */
export async function testClockRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const clock = ctx.clock;
  if (!(clock instanceof TestClock)) return;
  const tags = ['test'];
  const about = 'Only on a server started with TEST_CLOCK=1, never in production.';
  route(fastify, 'GET /test/clock', { tags, operationId: 'getTestClock', summary: "The test clock's time", description: about }, async () =>
    ok({ now: clock.now().toISOString() }),
  );
  route(
    fastify,
    'PUT /test/clock',
    {
      tags,
      operationId: 'setTestClock',
      summary: 'Move the test clock and run the jobs that fell due',
      description: `${about} The scheduled jobs due up to the new time run in order before the answer.`,
    },
    async (req) => {
      clock.set(new Date(req.body.now));
      const ran = await ctx.scheduler.runDue(clock.now());
      return ok({ now: clock.now().toISOString(), ran: ran.map((r) => ({ job: r.job, dueAt: r.dueAt.toISOString() })) });
    },
  );
}
