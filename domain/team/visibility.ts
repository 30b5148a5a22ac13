import { canEnter, OFFICE, type AccessSubject } from '../buildings.js';
import { actsFor, groupsOf, isAdminOf, type Actor, type Member } from '../policy.js';
import type { FOLLOW_MSG, TEAM_MSG } from './messages.js';

// Who sees which team's week, and how much of it; whom a person may follow (decisions §21). Pure: the
// server refuses with these answers and the web may offer only what they allow.

/** The group whose week a caller sees when they name none: their main group, else the first of their list; null without any. */
export function defaultTeamGroup(me: Pick<Member, 'mainGroup' | 'groupList'>): string | null {
  return me.mainGroup ?? me.groupList[0] ?? null;
}

/** A refusal of the team's week: the key of its sentence in TEAM_MSG and of its reason in TEAM_REASON. */
export type TeamWeekRefusal = Extract<keyof typeof TEAM_MSG, 'notOfficeGroup' | 'notYourGroup'>;

/**
 * Why the caller may not see this group's week, or null: only groups of building 1 have a week of
 * desks; it is open to their members, their managers and the administrators of building 1.
 */
export function teamWeekRefusal(me: Actor & Member, group: { id: string; building: string }): TeamWeekRefusal | null {
  if (group.building !== OFFICE) return 'notOfficeGroup';
  if (groupsOf(me).includes(group.id) || me.managerOf.includes(group.id) || isAdminOf(me, OFFICE)) return null;
  return 'notYourGroup';
}

/**
 * Whether the caller sees why a person is absent (the absence's kind): the person themselves, a
 * manager of one of their groups, an administrator of building 1. Others see that they are absent only.
 */
export function seesAbsenceKind(me: Actor, person: Member): boolean {
  return actsFor(me, person) || isAdminOf(me, OFFICE);
}

/** A refusal of a colleague to follow: the key of its sentence in FOLLOW_MSG and of its reason in FOLLOW_REASON. */
export type FollowRefusal = Extract<keyof typeof FOLLOW_MSG, 'self' | 'notColleague'>;

/** Why the caller may not follow this uuid (`person`: its valid account, undefined when none), or null. */
export function followRefusal(me: Pick<Actor, 'uuid'>, uuid: string, person: AccessSubject | undefined): FollowRefusal | null {
  if (uuid === me.uuid) return 'self';
  if (!person || !canEnter(person, OFFICE)) return 'notColleague';
  return null;
}

// One collator for every list of names: Romanian order (ă after a, ș after s), case and accents second.
const names = new Intl.Collator('ro');

/** The team's order: the colleagues followed first, then everyone by name. */
export function teamOrder(a: { followed: boolean; name: string }, b: { followed: boolean; name: string }): number {
  return Number(b.followed) - Number(a.followed) || names.compare(a.name, b.name);
}

/** People by name, in Romanian order. */
export const byName = (a: { name: string }, b: { name: string }): number => names.compare(a.name, b.name);
