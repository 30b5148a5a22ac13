import { z } from 'zod';
import { day } from './answers.js';
import { dayString } from './desks.js';

// The requester's standing in a day's last round (decisions §26): their place in the order the
// round stored when it ran, the spaces it shared and the rule that decided.

export const standingQuery = z.object({ date: dayString });

export const parkingStandingAnswer = z
  .object({
    date: day,
    /** The last round that ranked the requester's request of the day; null before any did (or when it took a free space at once). */
    round: z.enum(['first', 'second']).nullable(),
    /** The spaces that round shared out. */
    open: z.number().int().min(0).nullable(),
    /** How many requests it ranked. */
    requests: z.number().int().min(0).nullable(),
    /** The requester's 1-based place in its order. */
    position: z.number().int().min(1).nullable(),
    /** The type (ParkingRequestType) the round gave the request: 0 still waiting after the first round, 1, 2, or 4. */
    outcome: z.number().int().min(0).max(5).nullable(),
    /** What decided: indiscipline, then time of request; or a priority space; null when no one was left out or no space was free. */
    rule: z.enum(['indiscipline', 'time', 'electric', 'accessible']).nullable(),
  })
  .meta({
    id: 'ParkingStanding',
    description:
      "The requester's place in the last round of a day that ranked their request, as stored when it ran (decisions §26); every field but `date` is null before a round did.",
    example: { date: '2026-03-09', round: 'first', open: 20, requests: 41, position: 27, outcome: 0, rule: 'indiscipline' },
  });
export type ParkingStanding = z.infer<typeof parkingStandingAnswer>;
