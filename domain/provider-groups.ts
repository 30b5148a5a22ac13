// The identity provider's groups (decisions §25, #46): what a groups claim holds, and how a person's
// membership follows it. Only the product groups the console maps (provider_groups) follow the
// provider; every other group of the person is left as it is. SCIM will follow the same rule.

/** The longest name of a provider group the console keeps (Entra's object ids are 36, Keycloak's paths may be long). */
export const PROVIDER_GROUP_MAX = 256;

/**
 * The values of the groups claim: an array of strings, or one string as one value. Anything else
 * (absent, a number, an object, an array holding something other than strings) is null: the claim
 * is not understood, and nothing follows it, rather than a misconfigured provider emptying groups.
 */
export function claimedGroups(claim: unknown): string[] | null {
  if (typeof claim === 'string') return [claim.trim()];
  if (!Array.isArray(claim) || !claim.every((v) => typeof v === 'string')) return null;
  return [...new Set(claim.map((v) => v.trim()))];
}

/** A person's groups, as the users table holds them (main_group is one of group_list, or null). */
export interface Membership {
  mainGroup: string | null;
  groupList: string[];
}

export interface FollowedMembership extends Membership {
  added: string[];
  removed: string[];
}

/**
 * The membership after the provider: of the `mapped` product groups, those in `wanted` (the groups
 * mapped from the claim's values) are held and the others are not; unmapped groups stay. A main
 * group taken away becomes the first group left (null when none), so that the person keeps one for
 * booking; a person with no main group gets the first group when one is added.
 */
export function followProvider(current: Membership, mapped: Iterable<string>, wanted: Iterable<string>): FollowedMembership {
  const isMapped = new Set(mapped);
  const want = new Set([...wanted].filter((g) => isMapped.has(g)));
  const removed = current.groupList.filter((g) => isMapped.has(g) && !want.has(g));
  const added = [...want].filter((g) => !current.groupList.includes(g));
  const groupList = [...current.groupList.filter((g) => !removed.includes(g)), ...added];
  const main = current.mainGroup;
  const mainTaken = main !== null && isMapped.has(main) && !want.has(main);
  const mainGroup = mainTaken || (main === null && added.length) ? (groupList[0] ?? null) : main;
  return { mainGroup, groupList, added, removed };
}

/** What replacing a provider group's product groups changes: those added and those removed, each sorted. */
export function mappingChange(current: readonly string[], sent: readonly string[]): { added: string[]; removed: string[] } {
  return {
    added: [...new Set(sent.filter((g) => !current.includes(g)))].sort(),
    removed: current.filter((g) => !sent.includes(g)).sort(),
  };
}
