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
