import { DESK_REASON, deskBookingRefusal, type DeskBookingRefusal } from '@domain/desks/rules.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
import type { Desk } from '@/api/desks.js';
import { desks, type DesksKey } from '@/i18n/desks.js';
import { translate } from '@/i18n/i18n.js';

// How a desk looks and what a click on it does, for one viewer, group and day (flex-office §4).

export type DeskState =
  | 'free' // bookable
  | 'mine' // reserved by the viewer
  | 'taken' // reserved by someone else
  | 'allocated' // type Reserved: allocated to a named person
  | 'blocked' // type Manager: blocked for a named person
  | 'unavailable' // not a desk of the selected group
  | 'grey'; // free, but the viewer may not book more

export interface Viewer extends Pick<UserInfo, 'uuid' | 'role' | 'managerOf'> {
  /** Managers and administrators book for others, so limits on their own bookings do not grey the map. */
  booksForOthers: boolean;
  /** The viewer already holds a desk on the day shown. */
  hasDeskThatDay: boolean;
  /** The viewer's upcoming live desks, and maxActiveDesk. */
  activeDesks: number;
  maxActiveDesk: number;
}

/** Why the viewer may book no desk that day for themselves (the booking rule's person limits), or null; never for those who book for others. */
export function viewerLimit(viewer: Viewer): DeskBookingRefusal | null {
  if (viewer.booksForOthers) return null;
  return deskBookingRefusal({
    actor: viewer,
    person: viewer,
    personHoldsDesk: viewer.hasDeskThatDay,
    active: { count: viewer.activeDesks, max: viewer.maxActiveDesk },
  });
}

/**
 * The desk's state for the viewer, from the booking rule (deskBookingRefusal) asked for the viewer
 * with the group shown as theirs. The map says what a desk is before whether the viewer may book
 * more: a desk reserved that day shows whose it is, one held for someone else says so, and only a
 * desk free for the viewer greys when their own limits refuse it.
 */
export function deskState(desk: Desk, viewer: Viewer, groupId: string | null): DeskState {
  if (desk.uuid === viewer.uuid) return 'mine';
  const closed = deskBookingRefusal({ actor: viewer, person: viewer, groups: groupId ? [groupId] : undefined, desk });
  if (closed === DESK_REASON.otherGroup) return 'unavailable';
  if (desk.uuid) return 'taken';
  if (closed === DESK_REASON.allocated) return 'allocated';
  if (closed === DESK_REASON.blocked) return 'blocked';
  return viewerLimit(viewer) ? 'grey' : 'free';
}

/**
 * The legend's words for each state (flex-office §2): the legend shows them and each desk's
 * accessible name says them, so that a screen reader hears what the legend reads.
 */
const DESK_STATE_KEY: Record<DeskState, DesksKey> = {
  free: 'desks.state.free',
  taken: 'desks.state.taken',
  mine: 'desks.state.mine',
  allocated: 'desks.state.allocated',
  blocked: 'desks.state.blocked',
  unavailable: 'desks.state.unavailable',
  grey: 'desks.state.grey',
};

/** Every state a desk can be in. */
export const DESK_STATES = Object.keys(DESK_STATE_KEY) as DeskState[];

/** A state's words in the language shown ('Liber', 'Rezervat de altcineva'…). */
export const deskStateLabel = (state: DeskState) => translate(desks, DESK_STATE_KEY[state]);

/** The legend's words for the 'P' on a desk: its reservation comes with a parking spot. */
export const parkingLabel = () => translate(desks, 'desks.parking');

/** The letter drawn on a desk whose reservation has a parking spot, the same in every language. */
export const PARKING_MARK = 'P';

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

/** The text drawn on each: 4.5:1 or more on its colour (WCAG 1.4.3, #39 point 5); other groups' desks stay faint but legible. */
export const DESK_TEXT_COLOR: Record<DeskState, string> = {
  free: '#fff',
  mine: '#fff',
  taken: '#fff',
  allocated: '#fff',
  blocked: '#fff',
  unavailable: '#546e7a',
  grey: '#fff',
};

export const ROOM_COLOR = '#fb8c00';

/** What a list says of a reservation under the 24-hour rule, instead of a cancel button that can only fail. */
export const notCancellable = () => translate(desks, 'desks.notCancellable');
