import type { Desk } from '@/api/desks.js';

// Which desks the map of a floor draws and who can be found on it (issue #14, point 4). Pure, for tests.

export interface DeskFilter {
  floor: number;
  groupId: string | null;
  /** 'Only the selected group': other groups' desks are left out (most of a floor otherwise). */
  onlyGroup: boolean;
  viewerUuid: string;
  /** A desk drawn whatever the filter says (the colleague looked for). */
  keep: string | null;
}

/** The desks of the floor to draw: the group's, the viewer's own and the one looked for when only the group is shown. */
export function visibleDesks(desks: Desk[], f: DeskFilter): Desk[] {
  return desks.filter(
    (d) =>
      d.floor === f.floor &&
      (!f.onlyGroup || !f.groupId || d.groupsIdList.includes(f.groupId) || d.uuid === f.viewerUuid || d.deskId === f.keep),
  );
}

/** The floors where a group has desks, in order. */
export function floorsOfGroup(desks: Desk[], groupId: string): number[] {
  return [...new Set(desks.filter((d) => d.groupsIdList.includes(groupId)).map((d) => d.floor))].sort((a, b) => a - b);
}

/** A person holding a desk on the day shown: what 'find a colleague' offers (GET /desks/holders). */
export type { DeskHolder as Colleague } from '@domain/schemas/desk-answers.js';
