import type { Group } from '../../../../../domain/schemas/accounts.js';
import type { ProjectDesk } from '../../../api/projects.js';
import { compareDeskIds, matchesDeskId } from '../../../lib/desk-search.js';
import { groupNames } from '../../../lib/group-names.js';

export interface ProjectDeskRow {
  id: string;
  floor: number;
  groups: string;
}

/**
 * The rows of a project's desk list: the desks whose id matches the search, in the plan's
 * order, each with the names of its groups (a group the caller cannot see stays as its id).
 */
export function projectDeskRows(desks: ProjectDesk[], groups: Group[] | undefined, query: string): ProjectDeskRow[] {
  return desks
    .filter((d) => matchesDeskId(query, d.deskId))
    .sort((a, b) => compareDeskIds(a.deskId, b.deskId))
    .map((d) => ({
      id: d.deskId,
      floor: d.floor,
      groups: groupNames(d.groupsIdList, groups).join(', '),
    }));
}
