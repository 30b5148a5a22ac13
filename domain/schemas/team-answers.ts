import { z } from 'zod';
import { day, deskId, uuid } from './answers.js';
import { deskFloor } from './desk-answers.js';
import { absenceKind } from './week-answers.js';

// The answers of the team's week, following and the desks near a colleague (decisions §21).

const count = z.number().int().min(0);

export const teamDayAnswer = z.object({
  day,
  deskId: deskId.nullable().meta({ description: 'The desk the person holds that day (of any group), or null.' }),
  floor: deskFloor.nullable(),
  absent: z.boolean().meta({ description: 'An absence covers the day.' }),
  kind: absenceKind.nullable().meta({
    description: "The absence's kind: only to the person, their managers and administrators; null for others and on days present.",
  }),
});
export type TeamDay = z.infer<typeof teamDayAnswer>;

export const teamPersonAnswer = z.object({
  uuid,
  name: z.string(),
  days: z.array(teamDayAnswer).meta({ description: 'Monday to Friday of the week.' }),
});
export type TeamPerson = z.infer<typeof teamPersonAnswer>;

export const teamWeekAnswer = z
  .object({
    from: day.meta({ description: "The week's Monday." }),
    group: z.object({ _id: z.string(), name: z.string() }),
    desks: count.meta({ description: "The group's desks, against which each day's count is read." }),
    people: z.array(teamPersonAnswer).meta({ description: "The group's valid people, by name (Romanian order)." }),
  })
  .meta({
    id: 'TeamWeek',
    description: "A group's week (decisions §21): who is in which day and where.",
    example: {
      from: '2026-03-09',
      group: { _id: 'it', name: 'IT' },
      desks: 12,
      people: [
        {
          uuid: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
          name: 'Ana Popescu',
          days: [
            { day: '2026-03-09', deskId: '4-12', floor: 4, absent: false, kind: null },
            { day: '2026-03-10', deskId: null, floor: null, absent: true, kind: null },
            { day: '2026-03-11', deskId: null, floor: null, absent: false, kind: null },
            { day: '2026-03-12', deskId: '4-12', floor: 4, absent: false, kind: null },
            { day: '2026-03-13', deskId: null, floor: null, absent: false, kind: null },
          ],
        },
      ],
    },
  });
export type TeamWeek = z.infer<typeof teamWeekAnswer>;

export const followedAnswer = z
  .object({ uuid, name: z.string() })
  .meta({ id: 'Followed', description: 'A colleague the caller follows (decisions §21).' });
export type Followed = z.infer<typeof followedAnswer>;

export const nearDeskAnswer = z
  .object({
    deskId,
    floor: deskFloor,
    distance: z.number().min(0).meta({ description: "Between the desks' centres on the floor plan, in the plan's units." }),
  })
  .meta({ id: 'NearDesk', description: 'A desk free that day, which the caller may book, near the desk asked about.' });
export type NearDesk = z.infer<typeof nearDeskAnswer>;
