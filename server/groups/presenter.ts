import type { Group } from '../../domain/schemas/accounts.js';

export interface GroupRow {
  id: string;
  name: string;
  type: Group['type'];
  parking_spots: number;
  building: string;
}

export const presentGroup = (g: GroupRow): Group => ({
  _id: g.id,
  name: g.name,
  type: g.type,
  parkingSpots: g.parking_spots,
  building: g.building,
});

/** A desk as the groups administration and the managers' projects list it. */
export const presentGroupDesk = (d: { desk_id: string; floor: number; groups_id_list: string[]; type: 'Reserved' | 'Manager' | null; manager: string | null }) => ({
  deskId: d.desk_id,
  floor: d.floor,
  groupsIdList: d.groups_id_list,
  type: d.type,
  manager: d.manager,
});
