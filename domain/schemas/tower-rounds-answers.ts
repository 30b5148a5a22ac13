import { z } from '../zod-ro.js';
import { PRIORITY_KINDS } from '../tower/priority.js';
import { day, instant, uuid } from './answers.js';
import { dayString } from './desks.js';

// The administrators' view of a day's rounds (decisions §26, issue #47 point 4): each round as it
// ran, its spaces and its whole order, written when it ran (parking_rounds, parking_round_entries).

/** `?date=`: the day whose rounds are read (required: a day's rounds, not a range). */
export const roundsQuery = z.object({ date: dayString });
export type RoundsQuery = z.infer<typeof roundsQuery>;
/** The export takes the day and the file's kind: an Excel workbook unless told. */
export const roundsExportQuery = roundsQuery.extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
export type RoundsExportQuery = z.infer<typeof roundsExportQuery>;

const count = z.number().int().min(0);
const priorityKind = z.enum(PRIORITY_KINDS);

/** One request in a round's order. */
export const roundEntryAnswer = z
  .object({
    position: z.number().int().min(1).describe("1-based place in the round's order"),
    requestId: uuid,
    userId: uuid,
    name: z.string(),
    licensePlate: z.string(),
    indiscipline: z.number().int().describe("The requester's indiscipline the round sorted by"),
    dateAdded: instant.describe('When the request was made (the order after indiscipline)'),
    electric: z.boolean().describe("The request's car was electric when the round ran"),
    accessible: z.boolean().describe('The requester needed an accessible space when the round ran (health data)'),
    priority: priorityKind.nullable().describe('The priority space the round gave it, if any'),
    outcome: z
      .number()
      .int()
      .min(0)
      .max(5)
      .describe('The type the round gave (0 still waiting, 1 first round, 2 second round, 4 not allocated)'),
    rule: z
      .enum(['indiscipline', 'time', ...PRIORITY_KINDS])
      .nullable()
      .describe('What decided, null when nothing had to (no contest)'),
  })
  .meta({ id: 'TowerRoundEntry', description: "One request in a round's order (decisions §26)." });
export type RoundEntry = z.infer<typeof roundEntryAnswer>;

/** One round of the day. */
export const roundAnswer = z
  .object({
    round: z.enum(['first', 'second']),
    ranAt: instant,
    open: count.describe('Spaces open to requests that day'),
    free: count.describe('Spaces the round shared out'),
    electricSpaces: count.describe('Of those, kept first for electric cars'),
    accessibleSpaces: count.describe('Of those, kept first for people who need an accessible space'),
    requests: count.describe('Requests the round ordered'),
    entries: z.array(roundEntryAnswer).describe('By position'),
  })
  .meta({ id: 'TowerRound', description: 'One round of a day as it ran (decisions §26).' });
export type Round = z.infer<typeof roundAnswer>;

const EXAMPLE = {
  date: '2026-03-09',
  rounds: [
    {
      round: 'first',
      ranAt: '2026-03-06T10:00:00.000Z',
      open: 20,
      free: 20,
      electricSpaces: 2,
      accessibleSpaces: 1,
      requests: 1,
      entries: [
        {
          position: 1,
          requestId: '7a1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
          userId: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
          name: 'Ana Popescu',
          licensePlate: 'B123ABC',
          indiscipline: 0,
          dateAdded: '2026-03-02T08:00:00.000Z',
          electric: true,
          accessible: false,
          priority: 'electric',
          outcome: 1,
          rule: 'electric',
        },
      ],
    },
  ],
};

/** GET /api/reservations/parking/rounds: the day and its rounds, the first before the second (none before the first ran). */
export const dayRoundsAnswer = z
  .object({ date: day, rounds: z.array(roundAnswer) })
  .meta({ id: 'TowerDayRounds', description: "A day's rounds of the tower as they ran (decisions §26).", example: EXAMPLE });
export type DayRounds = z.infer<typeof dayRoundsAnswer>;
