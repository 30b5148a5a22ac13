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

/**
 * The legend's words for each state (flex-office §2): the legend shows them and each desk's
 * accessible name says them, so that a screen reader hears what the legend reads.
 */
export const DESK_STATE_LABEL: Record<DeskState, string> = {
  free: 'Liber',
  taken: 'Rezervat de altcineva',
  mine: 'Rezervat de dumneavoastră',
  allocated: 'Alocat',
  blocked: 'Blocat',
  unavailable: 'Alt departament/proiect',
  grey: 'Indisponibil pentru dumneavoastră',
};

/** The legend's words for the 'P' on a desk: its reservation comes with a parking spot. */
export const PARKING_LABEL = 'Cu loc de parcare';

// Dark enough for the white desk number to read (contrast ≥ 4.5:1); other groups' desks stay faint.
export const DESK_STATE_COLOR: Record<DeskState, string> = {
  free: '#2e7d32',
  mine: '#1565c0',
  taken: '#c62828',
  allocated: '#6a1b9a',
  blocked: '#5d4037',
  unavailable: '#eceff1',
  grey: '#757575',
};

export const ROOM_COLOR = '#fb8c00';

/** What a list says of a reservation under the 24-hour rule, instead of a cancel button that can only fail. */
export const NOT_CANCELLABLE = 'Nu mai poate fi anulată (mai puțin de 24 de ore)';
