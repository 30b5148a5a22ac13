import { addDays } from '@domain/time.js';
import type { TeamDay, TeamPerson, TeamWeek } from '@/api/team.js';
import type { Group } from '@domain/schemas/accounts.js';

// The answers the team's week's tests stub (decisions §21): the group 'it' (12 desks) in the week of a
// Monday (1 March 2027, the tests' server's today, by default): Ana (the caller, u-1), Bogdan and Carmen,
// by name as the server answers (whom the caller follows is GET /following's).

export const BOGDAN = '2b3c4d5e-0000-4000-8000-000000000002';
export const CARMEN = '3c4d5e6f-0000-4000-8000-000000000003';

type DayOver = Partial<Omit<TeamDay, 'day'>>;

const person = (uuid: string, name: string, from: string, days: DayOver[]): TeamPerson => ({
  uuid,
  name,
  days: [0, 1, 2, 3, 4].map((i) => ({ day: addDays(from, i), deskId: null, floor: null, absent: false, kind: null, ...days[i] })),
});

/** A week of 'it': Monday Ana and Bogdan at desks, Tuesday Ana on leave and Bogdan absent (no kind), Carmen nowhere. */
export function teamWeekOf(from = '2027-03-01', group = { _id: 'it', name: 'IT' }): TeamWeek {
  const people = [
    person('u-1', 'Ana', from, [{ deskId: '4-12', floor: 4 }, { absent: true, kind: 'concediu' }, {}, { deskId: '5-2', floor: 5 }]),
    person(BOGDAN, 'Bogdan', from, [{ deskId: '4-13', floor: 4 }, { absent: true }]),
    person(CARMEN, 'Carmen', from, []),
  ];
  return { from, group, desks: 12, people };
}

export const aGroup = (_id: string, name: string): Group => ({ _id, name, type: 'Departament', parkingSpots: 0, building: '1' });
