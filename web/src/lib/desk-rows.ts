import type { Group } from '@domain/schemas/accounts.js';
import { compareDeskIds, matchesDeskId } from './desk-search.js';
import { groupNames } from './group-names.js';

export interface DeskListRow {
  id: string;
  floor: number;
  groups: string;
}

type ListedDesk = { deskId: string; floor: number; groupsIdList: string[] };

/**
 * The rows of a desk list (the console's, a project's): the desks whose id matches the search,
 * in the plan's order, each with the names of its groups (a group the caller cannot see stays
 * as its id), and the list's own columns from `more`.
 */
export function deskListRows<D extends ListedDesk, E extends object = object>(
  desks: D[],
  groups: Group[] | undefined,
  query: string,
  more?: (d: D) => E,
): (DeskListRow & E)[] {
  return desks
    .filter((d) => matchesDeskId(query, d.deskId))
    .sort((a, b) => compareDeskIds(a.deskId, b.deskId))
    .map((d) => ({ id: d.deskId, floor: d.floor, groups: groupNames(d.groupsIdList, groups).join(', '), ...(more?.(d) as E) }));
}
