// The displays' colours (decisions §24), read from three metres: every text on its colour at WCAG AA
// or better (display-colours.test.ts measures them). E-ink mode uses none of them: black on white.

export const WHITE = '#ffffff';
export const INK = '#212121';

/** A room's state panel: white text on the colour. */
export const STATE_COLOUR = { free: '#1b5e20', busy: '#b71c1c' } as const;

export type DeskState = 'free' | 'booked' | 'busy' | 'closed';
/** A floor's desks, white initials on the colour; the same green and red as a room's state. */
export const DESK_COLOUR: Record<DeskState, string> = { free: '#2e7d32', booked: '#b45309', busy: '#b71c1c', closed: '#616161' };

/** A floor's rooms: a pale fill with the name and border in the state's dark colour. */
export const ROOM_COLOUR = {
  free: { fill: '#e8f5e9', ink: '#1b5e20' },
  busy: { fill: '#ffebee', ink: '#b71c1c' },
} as const;
