import { z } from 'zod';
import { instant } from '../schemas/answers.js';
import { call } from './call.js';

const now = z.object({ now: instant }).meta({ id: 'TestClock', example: { now: '2026-03-02T08:00:00.000Z' } });

const moved = z.object({ now: instant, ran: z.array(z.object({ job: z.string(), dueAt: instant })) }).meta({
  id: 'TestClockMoved',
  example: { now: '2026-03-03T08:00:00.000Z', ran: [{ job: 'tower-first-round', dueAt: '2026-03-02T16:00:00.000Z' }] },
});

export const testCalls = {
  'GET /test/clock': call({ access: 'public', scope: 'read', answer: now }),
  'PUT /test/clock': call({ access: 'public', scope: 'admin', body: z.object({ now: z.iso.datetime({ offset: true }) }), answer: moved }),
  'POST /test/events/cut': call({
    access: 'public',
    scope: 'admin',
    answer: z.object({ ended: z.number().int() }).meta({ id: 'EventsCut', example: { ended: 2 } }),
  }),
};
