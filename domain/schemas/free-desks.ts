import { addDays, isCalendarDay } from '../time.js';
import { z } from '../zod-ro.js';
import { dayString } from './desks.js';

// `GET /api/desks/freeByDay` (issue #14, point 5): the week strip's free desks per day of a range.

/** The longest range one call answers: the booking window is at most a month and a day. */
export const FREE_BY_DAY_MAX_DAYS = 62;

export const freeByDayQuery = z
  .object({ groupId: z.string().min(1).max(100), from: dayString, to: dayString })
  // The days are checked again: a refinement may run beside the fields' own issues.
  .refine((q) => !isCalendarDay(q.from) || !isCalendarDay(q.to) || (q.from <= q.to && q.to <= addDays(q.from, FREE_BY_DAY_MAX_DAYS - 1)), {
    message: `Intervalul trebuie să înceapă cel târziu în ziua în care se încheie și să cuprindă cel mult ${FREE_BY_DAY_MAX_DAYS} de zile.`,
    path: ['to'],
  });
export type FreeByDayQuery = z.infer<typeof freeByDayQuery>;
