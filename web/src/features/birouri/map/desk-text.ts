import { deskNumberText } from '@domain/floors/geometry.js';
import type { Desk } from '@/api/desks.js';
import { DESK_STATE_LABEL, PARKING_LABEL, type DeskState } from '../desk-state.js';

// What a desk says, aloud and on the plan (issue #14, points 4 and 7). Pure, for tests.

/** How much a desk shows at a zoom: 0 its number, 1 also the occupant's initials, 2 their short name. */
export type DeskDetail = 0 | 1 | 2;

/** The detail for a view `viewWidth` plan units wide (the whole plan is 1000). */
export function detailAt(viewWidth: number): DeskDetail {
  if (viewWidth <= 450) return 2;
  if (viewWidth <= 700) return 1;
  return 0;
}

/** The person a desk is held by or for: the reservation's, else the one it is blocked or allocated for. */
export function deskHolder(desk: Desk, state: DeskState): string | null {
  if (desk.name) return desk.name;
  return state === 'allocated' || state === 'blocked' ? desk.managerName : null;
}

/**
 * 'Ana Maria Popescu' → 'AP', 'Ștefan Țurcanu' → 'ȘȚ': the first letters of the first and last
 * names, diacritics kept. NFC first, so that a name typed with a combining comma below ('S' + U+0326)
 * gives 'Ș' and not a bare 'S'; a letter is taken with its combining marks.
 */
export function initials(name: string): string {
  const words = name
    .normalize('NFC')
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return '';
  const letter = (w: string) => /\p{L}\p{M}*/u.exec(w)![0];
  const first = letter(words[0]);
  return (words.length > 1 ? first + letter(words[words.length - 1]) : first).toLocaleUpperCase('ro');
}

/** 'Ana Maria Popescu' → 'Ana P.'; a long first name is cut so that it fits on a desk. */
export function shortName(name: string, max = 8): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0].length > max ? `${words[0].slice(0, max - 1)}…` : words[0];
  return words.length > 1 ? `${first} ${words[words.length - 1][0]}.` : first;
}

/**
 * Between two lines drawn on a marker: a screen reader, and axe's label-content-name-mismatch, join
 * the lines' text as written, so a space must sit between them, outside the lines' tspans. A
 * no-break space (read as a space, never collapsed away), in the `<text>` whose font size is
 * LINE_BREAK_SIZE so that it takes no room; each line sets its own size.
 */
export const LINE_BREAK = '\u00a0';
export const LINE_BREAK_SIZE = 0.01;

/**
 * The lines drawn on a desk (issue #21, point 6): its number, 'P' when the booking has a parking
 * spot, and the holder's initials from the default zoom on (their short name zoomed in).
 */
export function deskFace(desk: Desk, state: DeskState, detail: DeskDetail): string[] {
  const number = `${deskNumberText(desk.deskId)}${desk.parkingSpot ? ' P' : ''}`;
  const who = deskHolder(desk, state);
  if (!who) return [number];
  return [number, detail === 2 ? shortName(who) : initials(who)];
}

/**
 * The desk's accessible name: what it shows first (WCAG 2.5.3, a voice user says what they see),
 * then the legend's words: '12 P AP, Birou 4-12: rezervat de altcineva, Ana Popescu, cu loc de parcare'.
 */
export function deskLabel(desk: Desk, state: DeskState, face: string[] = deskFace(desk, state, 0)): string {
  const parts = [lowerFirst(DESK_STATE_LABEL[state])];
  const who = deskHolder(desk, state);
  if (who) parts.push(who);
  if (desk.parkingSpot) parts.push(lowerFirst(PARKING_LABEL));
  return `${face.join(' ')}, Birou ${desk.deskId}: ${parts.join(', ')}`;
}

/** What the desk's card says of its state: 'Liber', 'Rezervat de Ana Popescu', 'Blocat pentru Mihai Manager'… */
export function deskCardState(desk: Desk, state: DeskState): string {
  const who = deskHolder(desk, state);
  if (!who) return DESK_STATE_LABEL[state];
  if (state === 'mine') return DESK_STATE_LABEL.mine;
  if (state === 'blocked' || state === 'allocated') return `${DESK_STATE_LABEL[state]} pentru ${who}`;
  return `Rezervat de ${who}`;
}

/** What the card says of parking: only a booking has a spot or not; a desk without one says nothing. */
export function deskCardParking(desk: Desk): string | null {
  if (!desk.uuid) return null;
  return desk.parkingSpot ? PARKING_LABEL : 'Fără loc de parcare';
}

const lowerFirst = (s: string) => s.charAt(0).toLocaleLowerCase('ro') + s.slice(1);
