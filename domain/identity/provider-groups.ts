// Membership that follows the identity provider (decisions §25): the console maps the provider's
// groups (a SCIM group's displayName or externalId, a value of the sign-in's groups claim) to the
// product's. Only mapped product groups follow the provider; every other group of the person is
// left as it is. Pure: SCIM (server/scim/) and the company sign-in's claim may both apply it.

/** A person's product groups: the list and the main one (which is one of the list, or null). */
export interface GroupMembership {
  groupList: string[];
  mainGroup: string | null;
}

/**
 * The person's groups once the provider has spoken. `mapped`: every product group some provider
 * group maps to; `granted`: those the provider now gives the person (mapped groups of the provider
 * groups they belong to). Mapped groups not granted are removed, granted ones added (after the
 * groups kept, in the order given); the main group stays unless removed, then it becomes the
 * first remaining group (or null), as the groups administration keeps it.
 */
export function followProviderGroups(current: GroupMembership, mapped: Iterable<string>, granted: Iterable<string>): GroupMembership {
  const mappedSet = new Set(mapped);
  const grantedSet = new Set([...granted].filter((g) => mappedSet.has(g)));
  const kept = current.groupList.filter((g) => !mappedSet.has(g) || grantedSet.has(g));
  const added = [...grantedSet].filter((g) => !kept.includes(g));
  const groupList = [...kept, ...added];
  const mainGroup = current.mainGroup !== null && groupList.includes(current.mainGroup) ? current.mainGroup : (groupList[0] ?? null);
  return { groupList, mainGroup };
}

/** Whether following the provider changes anything (no write, no audit entry otherwise). */
export function sameMembership(a: GroupMembership, b: GroupMembership): boolean {
  return a.mainGroup === b.mainGroup && a.groupList.length === b.groupList.length && a.groupList.every((g, i) => g === b.groupList[i]);
}
