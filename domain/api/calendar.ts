import { z } from 'zod';
import { calendarFeedAnswer, calendarFeedStatusAnswer } from '../schemas/calendar-answers.js';
import { call, file } from './call.js';

export const calendarCalls = {
  'GET /calendar/feed': call({ access: 'user', scope: 'read', answer: calendarFeedStatusAnswer }),
  'POST /calendar/feed': call({ access: 'user', scope: 'never', answer: calendarFeedAnswer }),
  'POST /calendar/feed/delete': call({ access: 'user', scope: 'never', answer: calendarFeedStatusAnswer }),
  'GET /calendar/:secret.ics': call({
    access: 'public',
    scope: 'read',
    params: z.object({ secret: z.string() }),
    answer: file('ics'),
    refusals: [404],
  }),
};
