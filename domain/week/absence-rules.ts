import { actsFor, isAdminOf, type Actor, type Member } from '../policy.js';
import { addDays, daysBetween, weekday } from '../time.js';
import { ABSENCE_REASON, MAX_ABSENCE_DAYS } from './messages.js';

// The rules of an absence and of a person's week (decisions §20) as pure functions: the server
// refuses with them and the web may grey out with the same answers.

/** A person as these rules see them: their groups and buildings. */
export type AbsentPerson = Member & { building: string; buildingList: readonly string[] };

/**
 * Who may record (or delete) an absence of `person`: the person; those who act for them (a manager of
 * one of their groups, role admin); an administrator of one of the person's buildings (building 1's for
 * the office's people, building 2's for the tower's).
 */
export function mayRecordAbsenceFor(me: Pick<Actor, 'uuid' | 'role' | 'managerOf' | 'adminOf'>, person: AbsentPerson): boolean {
  if (actsFor(me, person)) return true;
  return [person.building, ...person.buildingList].some((b) => isAdminOf(me, b));
}

/** The refusals of an absence's days, in the order they are checked. */
export type AbsenceRangeRefusal = (typeof ABSENCE_REASON)['reversed' | 'tooLong' | 'past'];

/**
 * The first rule an absence from `from` to `to` (both included) breaks, or null: `from` no later than
 * `to`, at most MAX_ABSENCE_DAYS days, and, for a person recording their own, not starting before
 * `today` (a manager or an administrator may record past days: a sick day reported late).
 */
export function absenceRangeRefusal(from: string, to: string, today: string, forSelf: boolean): AbsenceRangeRefusal | null {
  if (from > to) return ABSENCE_REASON.reversed;
  if (daysBetween(from, to) + 1 > MAX_ABSENCE_DAYS) return ABSENCE_REASON.tooLong;
  if (forSelf && from < today) return ABSENCE_REASON.past;
  return null;
}

/** The Monday of the ISO week (Monday … Sunday) a day belongs to: a Sunday's is the Monday before. */
export function mondayOf(day: string): string {
  return addDays(day, 1 - weekday(day));
}

/** The five working days, Monday to Friday, of the week that starts on `monday`. */
export function workingDaysFrom(monday: string): string[] {
  return [0, 1, 2, 3, 4].map((n) => addDays(monday, n));
}
