import type { Desk } from '../../api/desks.js';

// How a desk looks and what a click on it does, for one viewer, group and day (flex-office §4).

export type DeskState =
  | 'free' // bookable
  | 'mine' // reserved by the viewer
  | 'taken' // reserved by someone else
  | 'allocated' // type Reserved: allocated to a named person
  | 'blocked' // type Manager: blocked for a named person
  | 'unavailable' // not a desk of the selected group
  | 'grey'; // free, but the viewer may not book more

export interface Viewer {
  uuid: string;
  /** Managers and administrators book for others, so limits on their own bookings do not grey the map. */
  booksForOthers: boolean;
  /** The viewer already holds a desk on the day shown. */
  hasDeskThatDay: boolean;
  /** The viewer holds maxActiveDesk upcoming desks. */
  atMaximum: boolean;
}

export function deskState(desk: Desk, viewer: Viewer, groupId: string | null): DeskState {
  if (desk.uuid === viewer.uuid) return 'mine';
  if (groupId && !desk.groupsIdList.includes(groupId)) return 'unavailable';
  if (desk.uuid) return 'taken';
  if (desk.manager && desk.manager !== viewer.uuid) return desk.type === 'Reserved' ? 'allocated' : 'blocked';
  if (!viewer.booksForOthers && (viewer.atMaximum || viewer.hasDeskThatDay)) return 'grey';
  return 'free';
}

export const DESK_STATE_LABEL: Record<DeskState, string> = {
  free: 'liber',
  mine: 'rezervat de tine',
  taken: 'rezervat de altcineva',
  allocated: 'alocat',
  blocked: 'blocat',
  unavailable: 'indisponibil',
  grey: 'indisponibil pentru dumneavoastră',
};

export const DESK_STATE_COLOR: Record<DeskState, string> = {
  free: '#43a047',
  mine: '#1e88e5',
  taken: '#e53935',
  allocated: '#8e24aa',
  blocked: '#6d4c41',
  unavailable: '#eceff1',
  grey: '#9e9e9e',
};

export const ROOM_COLOR = '#fb8c00';
