import { describe, expect, it } from 'vitest';
import { DESK_REASON, deskBookingRefusal, type DeskBookingFacts } from './rules.js';

// The one desk-booking rule (flex-office §5, decisions §6), case by case: what the server refuses
// with the rows it locked, and what the map, the booking panel and the people picker ask it.
// Monday 2 March 2026, 10:00 in Bucharest: the window runs from Tuesday 3 March to 1 April.
const now = new Date('2026-03-02T08:00:00Z');
const TUE = '2026-03-03';
const employee = { uuid: 'ana', role: 'user' as const, managerOf: [] };
const manager = { uuid: 'mihai', role: 'manager' as const, managerOf: ['it'] };
const admin = { uuid: 'root', role: 'admin' as const, managerOf: [] };
const colleague = { uuid: 'bogdan', role: 'manager' as const };
const free = { groupsIdList: ['it'], type: null, manager: null };

/** Everything the server knows of an employee booking a free desk of their group on Tuesday: allowed. */
const base: DeskBookingFacts = {
  when: { day: TUE, now, maxDaysDesk: 30 },
  actor: employee,
  person: employee,
  groups: ['it'],
  banned: false,
  personHoldsDesk: false,
  actorHoldsDesk: false,
  active: { count: 2, max: 10 },
  desk: free,
  deskTaken: false,
};
/** A manager of 'it' booking for an employee of 'it': allowed. */
const forEmployee: DeskBookingFacts = { ...base, actor: manager, person: employee };

const cases: [string, DeskBookingFacts, string | null][] = [
  // Allowed.
  ['a free desk of the group, for oneself', base, null],
  ['a manager for an employee of a group they manage', forEmployee, null],
  [
    'an administrator for anyone',
    { ...base, actor: admin, person: colleague, groups: ['hr'], desk: { ...free, groupsIdList: ['hr'] } },
    null,
  ],
  ['a desk allocated to the person booked for', { ...base, desk: { ...free, type: 'Reserved', manager: 'ana' } }, null],
  ['one under the active limit', { ...base, active: { count: 9, max: 10 } }, null],
  ['a manager holding a desk, for an employee', { ...forEmployee, actorHoldsDesk: true }, null],
  ['nothing known but the desk, free (the people picker, the form)', { actor: employee, person: employee }, null],
  // Each refusal alone.
  ['a weekend', { ...base, when: { day: '2026-03-07', now, maxDaysDesk: 30 } }, DESK_REASON.weekend],
  ['today', { ...base, when: { day: '2026-03-02', now, maxDaysDesk: 30 } }, DESK_REASON.outsideWindow],
  ['past maxDaysDesk', { ...base, when: { day: '2026-03-09', now, maxDaysDesk: 5 } }, DESK_REASON.outsideWindow],
  ['no valid account booked for', { ...base, person: null }, DESK_REASON.reservationNotFound],
  ['an employee for a colleague', { ...base, person: colleague }, DESK_REASON.notYourGroup],
  [
    'a manager for someone outside their groups',
    { ...forEmployee, groups: ['hr'], desk: { ...free, groupsIdList: ['hr'] } },
    DESK_REASON.notYourGroup,
  ],
  ['a banned person', { ...base, banned: true }, DESK_REASON.banned],
  ['oneself, already holding a desk that day', { ...base, personHoldsDesk: true, actorHoldsDesk: true }, DESK_REASON.selfHasBooking],
  ['someone already holding a desk that day', { ...forEmployee, personHoldsDesk: true }, DESK_REASON.otherHasBooking],
  [
    'a manager holding a desk, for a manager',
    { ...forEmployee, person: { ...colleague }, groups: ['it'], actorHoldsDesk: true },
    DESK_REASON.onlyForEmployees,
  ],
  [
    'an administrator holding a desk, for an administrator',
    { ...base, actor: admin, person: { uuid: 'x', role: 'admin' }, actorHoldsDesk: true },
    DESK_REASON.onlyForEmployees,
  ],
  ['at the active limit', { ...base, active: { count: 10, max: 10 } }, DESK_REASON.maxActive],
  ['a desk that does not exist', { ...base, desk: null }, DESK_REASON.deskNotFound],
  ['a desk of another group', { ...base, desk: { ...free, groupsIdList: ['hr'] } }, DESK_REASON.otherGroup],
  ['a desk allocated to someone else', { ...base, desk: { ...free, type: 'Reserved', manager: 'mihai' } }, DESK_REASON.allocated],
  ['a desk blocked for someone else', { ...base, desk: { ...free, type: 'Manager', manager: 'mihai' } }, DESK_REASON.blocked],
  ['a desk reserved that day', { ...base, deskTaken: true }, DESK_REASON.taken],
  // Several at once: the server's order decides.
  ['the day before everything else', { ...base, when: { day: '2026-03-07', now, maxDaysDesk: 30 }, person: null }, DESK_REASON.weekend],
  ['the account before the right to book for it', { ...base, person: null, banned: true }, DESK_REASON.reservationNotFound],
  ['the right to book for them before their ban', { ...base, person: colleague, banned: true }, DESK_REASON.notYourGroup],
  ['the ban before one desk a day', { ...base, banned: true, personHoldsDesk: true }, DESK_REASON.banned],
  [
    'one desk a day before only for employees',
    { ...forEmployee, person: colleague, actorHoldsDesk: true, personHoldsDesk: true },
    DESK_REASON.otherHasBooking,
  ],
  [
    'only for employees before the active limit',
    { ...forEmployee, person: colleague, actorHoldsDesk: true, active: { count: 10, max: 10 } },
    DESK_REASON.onlyForEmployees,
  ],
  [
    'one desk a day before the active limit',
    { ...base, personHoldsDesk: true, active: { count: 10, max: 10 } },
    DESK_REASON.selfHasBooking,
  ],
  ['the active limit before the desk', { ...base, active: { count: 10, max: 10 }, desk: null }, DESK_REASON.maxActive],
  [
    'the person’s limits before the desk’s group and holder',
    { ...base, personHoldsDesk: true, desk: { groupsIdList: ['hr'], type: 'Manager', manager: 'mihai' } },
    DESK_REASON.selfHasBooking,
  ],
  ['another group before a holder', { ...base, desk: { groupsIdList: ['hr'], type: 'Manager', manager: 'mihai' } }, DESK_REASON.otherGroup],
  [
    'a holder before a reservation that day',
    { ...base, desk: { ...free, type: 'Manager', manager: 'mihai' }, deskTaken: true },
    DESK_REASON.blocked,
  ],
  // Asked with what the web knows.
  [
    'the map: the desk held for the viewer, limits not asked',
    { actor: manager, person: manager, groups: ['it'], desk: { ...free, type: 'Manager', manager: 'mihai' } },
    null,
  ],
  ['the map: a desk outside the group shown', { actor: employee, person: employee, groups: ['hr'], desk: free }, DESK_REASON.otherGroup],
  ['the picker: a person whose groups are not known is not refused for them', { actor: manager, person: colleague }, null],
  [
    'the picker: a person whose role is not known is not refused as a manager',
    { actor: manager, person: { uuid: 'x' }, actorHoldsDesk: true },
    null,
  ],
  ['the random draw: a free desk of the group', { groups: ['it'], desk: free, deskTaken: false }, null],
  [
    'the random draw: never a desk held for anyone',
    { groups: ['it'], desk: { ...free, type: 'Reserved', manager: 'ana' } },
    DESK_REASON.allocated,
  ],
  ['the random draw: never a desk reserved that day', { groups: ['it'], desk: free, deskTaken: true }, DESK_REASON.taken],
];

describe('deskBookingRefusal', () => {
  it.each(cases)('%s', (_, facts, reason) => expect(deskBookingRefusal(facts)).toBe(reason));
});
