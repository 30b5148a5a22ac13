import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { TestClock } from './clock.js';

/** Only with TEST_CLOCK=1 (never in production): move time and run the jobs that fell due, in order. */
export async function testClockRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const clock = ctx.clock;
  if (!(clock instanceof TestClock)) return;
  const tags = ['test'];
  app.get('/api/test/clock', { schema: { tags }, config: { access: 'public' } }, async () => ok({ now: clock.now().toISOString() }));
  app.put(
    '/api/test/clock',
    { schema: { tags, body: z.object({ now: z.iso.datetime({ offset: true }) }) }, config: { access: 'public' } },
    async (req) => {
      clock.set(new Date(req.body.now));
      const ran = await ctx.scheduler.runDue(clock.now());
      return ok({ now: clock.now().toISOString(), ran: ran.map((r) => ({ job: r.job, dueAt: r.dueAt.toISOString() })) });
    },
  );
}
