import type { FloorInfo } from '@/api/floors.js';
import type { Room } from '@/api/rooms.js';
import type { Display } from '@/api/displays-admin.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { translate } from '@/i18n/i18n.js';

// Where a display stands, named as the console names rooms and floors: a room by its name and id, a
// floor by its name. What the lists do not know (yet) is shown by its id.

export interface Places {
  rooms: readonly Room[];
  floors: readonly FloorInfo[];
}

export const roomPlace = (room: Pick<Room, 'id' | 'details'>) => `${room.details.name} (${room.id})`;

export function placeOf(d: Pick<Display, 'roomId' | 'floor'>, places: Places): string {
  if (d.roomId !== null) {
    const room = places.rooms.find((r) => r.id === d.roomId);
    return room ? roomPlace(room) : d.roomId;
  }
  if (d.floor === null) return '';
  return places.floors.find((f) => f.floor === d.floor)?.name ?? translate(flexAdmin, 'flexAdmin.floorN', { floor: d.floor });
}
