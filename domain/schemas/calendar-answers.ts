import { z } from 'zod';
import { instant } from './answers.js';

// The calendar feed's answers (decisions §15).

/** POST /api/calendar/feed: the new secret address, shown once (the server keeps only its hash). */
export const calendarFeedAnswer = z.object({ url: z.string() }).meta({
  id: 'CalendarFeed',
  example: { url: 'https://birouri.example.ro/api/calendar/q3Jd9vXo0mUe1bKcT5rYwA8nLh2sFgPzE7iN4uVxC6k.ics' },
});
export type CalendarFeed = z.infer<typeof calendarFeedAnswer>;

/** GET /api/calendar/feed: whether the caller has an address, and since when (never the address itself). */
export const calendarFeedStatusAnswer = z
  .object({ active: z.boolean(), createdAt: instant.nullable() })
  .meta({ id: 'CalendarFeedStatus', example: { active: true, createdAt: '2026-03-02T08:00:00.000Z' } });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusAnswer>;
