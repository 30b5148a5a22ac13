// The floor plans of building 1, drawn by the project: walls, zones, rooms and desk
// positions in plan units (x right, y down, origin top-left). The web app draws the SVG
// from this and the demo seeds desks at these positions; map coordinates are
// latitude = PLAN.height - y, longitude = x (Leaflet CRS.Simple; geometry.ts converts).

import { DESK_SIZE, type Rect } from './geometry.js';

export const PLAN = { width: 1000, height: 600 } as const;
export const FLOORS = [4, 5] as const;
export type Floor = (typeof FLOORS)[number];
/**
 * Any floor a building may have: what answers carry and a map's `?floor=` accepts. Wider than the
 * plans drawn here, since the floors will live in the database (decisions §18).
 */
export const FLOOR_RANGE = { min: 0, max: 200 } as const;

export interface ZonePlan extends Rect {
  groupId: string;
  label: string;
}
export interface RoomPlan extends Rect {
  id: string;
  name: string;
  peopleNo: number;
  hasTV: boolean;
  hasAudioVideo: boolean;
  hasPhone: boolean;
  phoneNo: string | null;
  groupsIdList: string[];
}
export interface DeskPlan {
  deskId: string;
  x: number;
  y: number;
  groupsIdList: string[];
}
export interface FloorPlan {
  floor: Floor;
  outline: Rect;
  core: Rect & { label: string };
  zones: ZonePlan[];
  rooms: RoomPlan[];
  desks: DeskPlan[];
}

const ZONE_GROUPS: Record<Floor, { groupId: string; label: string }[]> = {
  4: [
    { groupId: 'centrala', label: 'Centrala' },
    { groupId: 'regiunea-bucuresti', label: 'Regiunea Bucuresti' },
    { groupId: 'it', label: 'Tehnologia Informației' },
    { groupId: 'financiar', label: 'Financiar' },
  ],
  5: [
    { groupId: 'resurse-umane', label: 'Resurse Umane' },
    { groupId: 'proiect-alfa', label: 'Proiect Alfa' },
    { groupId: 'proiect-beta', label: 'Proiect Beta' },
    { groupId: 'it', label: 'Tehnologia Informației' },
  ],
};

type RoomSpec = Omit<RoomPlan, keyof Rect | 'id' | 'groupsIdList'>;
const ROOMS: Record<Floor, RoomSpec[]> = {
  4: [
    { name: 'Sala Dunărea', peopleNo: 8, hasTV: true, hasAudioVideo: true, hasPhone: false, phoneNo: null },
    { name: 'Sala Carpați', peopleNo: 6, hasTV: true, hasAudioVideo: false, hasPhone: true, phoneNo: '021 300 4102' },
    { name: 'Sala Delta', peopleNo: 4, hasTV: false, hasAudioVideo: false, hasPhone: true, phoneNo: '021 300 4103' },
    { name: 'Sala Olt', peopleNo: 10, hasTV: true, hasAudioVideo: true, hasPhone: true, phoneNo: '021 300 4104' },
  ],
  5: [
    { name: 'AMFITEATRU', peopleNo: 60, hasTV: true, hasAudioVideo: true, hasPhone: true, phoneNo: '021 300 5101' },
    { name: 'Sala Mureș', peopleNo: 8, hasTV: true, hasAudioVideo: false, hasPhone: false, phoneNo: null },
    { name: 'Sala Siret', peopleNo: 6, hasTV: false, hasAudioVideo: true, hasPhone: true, phoneNo: '021 300 5103' },
    { name: 'Sala Prut', peopleNo: 4, hasTV: false, hasAudioVideo: false, hasPhone: false, phoneNo: null },
  ],
};

const ZONE_X = [40, 275, 510, 745];
const ZONE_W = 215;
const ZONE_Y = 190;
const ZONE_H = 370;
const POD_COLS = 2;
const POD_ROWS = 3;

/** Builds one floor: four zones of six pods of four desks (96 desks) and four rooms. */
export function floorPlan(floor: Floor): FloorPlan {
  const zones = ZONE_GROUPS[floor].map((z, i) => ({ ...z, x: ZONE_X[i], y: ZONE_Y, w: ZONE_W, h: ZONE_H }));
  const desks: DeskPlan[] = [];
  for (const z of zones) {
    for (let pr = 0; pr < POD_ROWS; pr++) {
      for (let pc = 0; pc < POD_COLS; pc++) {
        const podX = z.x + 14 + pc * (2 * DESK_SIZE.w + 26);
        const podY = z.y + 40 + pr * (2 * DESK_SIZE.h + 54);
        for (let r = 0; r < 2; r++) {
          for (let c = 0; c < 2; c++) {
            desks.push({
              deskId: `${floor}-${desks.length + 1}`,
              x: podX + c * (DESK_SIZE.w + 2) + DESK_SIZE.w / 2,
              y: podY + r * (DESK_SIZE.h + 2) + DESK_SIZE.h / 2,
              groupsIdList: [z.groupId],
            });
          }
        }
      }
    }
  }
  const rooms = ROOMS[floor].map((spec, i) => ({
    ...spec,
    id: `E${floor}-0${i + 1}`,
    x: 40 + i * 210,
    y: 40,
    w: 195,
    h: 120,
    // Rooms are open to the groups of the floor's zones.
    groupsIdList: zones.map((z) => z.groupId),
  }));
  return {
    floor,
    outline: { x: 20, y: 20, w: 960, h: 560 },
    core: { x: 880, y: 40, w: 80, h: 120, label: 'Lifturi' },
    zones,
    rooms,
    desks,
  };
}
