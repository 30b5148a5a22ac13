import { createHash } from 'node:crypto';
import type { BuildingCode } from '../../domain/buildings.js';
import type { Group, GroupDesk, VersionedGroup } from '../../domain/schemas/groups-answers.js';

export interface GroupRow {
  id: string;
  name: string;
  type: Group['type'];
  parking_spots: number;
  building: BuildingCode;
}

export const presentGroup = (g: GroupRow): Group => ({
  _id: g.id,
  name: g.name,
  type: g.type,
  parkingSpots: g.parking_spots,
  building: g.building,
});

/** The ids of a group's four memberships (user uuids, manager uuids, desk ids, room ids). */
export interface GroupMemberIds {
  users: string[];
  managers: string[];
  desks: string[];
  rooms: string[];
}

/**
 * A group's version (issue #20): a digest of its fields and memberships, so that it changes with
 * any change of them, through whichever route or statement, and needs no write of its own.
 */
export function groupVersion(g: GroupRow, m: GroupMemberIds): string {
  const sorted = (ids: string[]) => [...ids].sort();
  const content = [g.name, g.type, g.building, g.parking_spots, sorted(m.users), sorted(m.managers), sorted(m.desks), sorted(m.rooms)];
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 22);
}

/** The group as the administration reads and saves it: with the version an update must send back. */
export const presentVersionedGroup = (g: GroupRow, m: GroupMemberIds): VersionedGroup => ({
  ...presentGroup(g),
  version: groupVersion(g, m),
});

/** A desk as the groups administration and the managers' projects list it. */
export const presentGroupDesk = (d: {
  desk_id: string;
  floor: number;
  groups_id_list: string[];
  type: 'Reserved' | 'Manager' | null;
  manager: string | null;
}): GroupDesk => ({
  deskId: d.desk_id,
  floor: d.floor,
  groupsIdList: d.groups_id_list,
  type: d.type,
  manager: d.manager,
});
