import type { Group } from '@domain/schemas/accounts.js';

interface Chooser {
  mainGroup: string | null;
  groupList: readonly string[];
  managerOf: readonly string[];
}

/**
 * The groups a person may choose among, in the chooser's order (decisions §21): their main group, their
 * other groups, the groups they manage, then (an administrator's) every other group; each part by name.
 */
export function chooserOrder(groups: readonly Group[], me: Chooser): Group[] {
  const rank = (g: Group) => (g._id === me.mainGroup ? 0 : me.groupList.includes(g._id) ? 1 : me.managerOf.includes(g._id) ? 2 : 3);
  return [...groups].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'ro'));
}
