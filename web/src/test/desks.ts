import type { Desk } from '@/api/desks.js';
import type { Viewer } from '@/features/birouri/desk-state.js';

/** A free desk of the group 'it' as the map's answer gives it; its floor is its id's part before the dash. */
export const aDesk = (deskId = '5-1', over: Partial<Desk> = {}): Desk => ({
  id: deskId,
  deskId,
  floor: Number(deskId.split('-')[0]),
  status: 'free',
  type: null,
  manager: null,
  managerName: null,
  uuid: null,
  name: null,
  groupsIdList: ['it'],
  coordinates: { latitude: 0, longitude: 0 },
  creatorUuid: null,
  parkingSpot: false,
  reservationDate: null,
  reservationId: null,
  source: null,
  groupId: null,
  ...over,
});

/** An employee with no desk that day, below the active limit. */
export const ME: Viewer = {
  uuid: 'me',
  role: 'user',
  managerOf: [],
  booksForOthers: false,
  hasDeskThatDay: false,
  activeDesks: 2,
  maxActiveDesk: 10,
};
