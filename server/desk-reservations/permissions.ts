import type { UserRow } from '../accounts/presenter.js';

export function groupsOf(u: Pick<UserRow, 'main_group' | 'group_list'>): string[] {
  return [...new Set([...(u.main_group ? [u.main_group] : []), ...u.group_list])];
}

/** Managers act for the people of the groups they manage; administrators for anyone. */
export function actsFor(me: UserRow, other: Pick<UserRow, 'uuid' | 'main_group' | 'group_list'>): boolean {
  if (me.uuid === other.uuid || me.role === 'admin') return true;
  return groupsOf(other).some((g) => me.manager_of.includes(g));
}
