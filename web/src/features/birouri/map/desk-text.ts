import { deskNumberText } from '@domain/floors/geometry.js';
import type { Desk } from '@/api/desks.js';
import { desks } from '@/i18n/desks.js';
import { translate } from '@/i18n/i18n.js';
import { deskStateLabel, PARKING_MARK, parkingLabel, type DeskState } from '../desk-state.js';

// What a desk says, aloud and on the plan (issue #14, points 4 and 7). Pure, for tests.

/** How much a desk shows: 0 its number, 1 also the holder's initials, 2 their short name. */
export type DeskDetail = 0 | 1 | 2;

/**
 * How tall a desk's letters are on the screen, in CSS px, at any zoom (#39, point 5): 11 at least,
 * in colours of 4.5:1 (WCAG 1.4.3, desk-state.ts). A plan unit's size on the screen depends on the
 * map's box (0.8 px on the whole floor at 1366 × 768, 0.51 zoomed to 150 %), so the letters are
 * sized in px, not in units.
 */
export const DESK_TEXT_PX = 12;

/**
 * How much a desk shows at `scale` CSS px per plan unit: what fits at DESK_TEXT_PX in its 40 × 26
 * units. Its number alone until two lines fit (the whole floor of a laptop's map); the holder's
 * initials then; their short name from twice that. The card (hover, focus) says the rest.
 */
export function detailAt(scale: number): DeskDetail {
  if (scale >= 2) return 2;
  if (scale >= 1) return 1;
  return 0;
}

/** The room a desk's text has between the cue's bands at its ends (desk-cues.tsx), in plan units. */
export const TEXT_ROOM = 28;
// The tallest letters a desk holds on one line, and on each of two.
const MAX_ONE_LINE = 22;
const MAX_TWO_LINES = 12;

/**
 * The font size, in plan units, that draws a desk's text DESK_TEXT_PX tall at `scale`, smaller only
 * where a line would not fit the desk (a map drawn tinier than a laptop's, a number of 3 digits).
 */
export function deskFontSize(scale: number, face: readonly string[]): number {
  const wanted = DESK_TEXT_PX / scale;
  if (face.length > 1) return Math.min(wanted, MAX_TWO_LINES);
  // A bold digit is about 0.6 of the font size wide.
  return Math.min(wanted, MAX_ONE_LINE, TEXT_ROOM / (0.62 * Math.max(1, face[0].length)));
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
 * The lines drawn on a desk (issue #21, point 6; #39, point 5): its number alone at detail 0; from
 * detail 1, 'P' when the booking has a parking spot and the holder's initials (their short name at 2).
 */
export function deskFace(desk: Desk, state: DeskState, detail: DeskDetail): string[] {
  const number = deskNumberText(desk.deskId);
  if (detail === 0) return [number];
  const first = desk.parkingSpot ? `${number} ${PARKING_MARK}` : number;
  const who = deskHolder(desk, state);
  if (!who) return [first];
  return [first, detail === 2 ? shortName(who) : initials(who)];
}

/**
 * The desk's accessible name: what it shows first (WCAG 2.5.3, a voice user says what they see),
 * then the legend's words: '12 P AP, Birou 4-12: rezervat de altcineva, Ana Popescu, cu loc de parcare'.
 */
export function deskLabel(desk: Desk, state: DeskState, face: string[] = deskFace(desk, state, 0)): string {
  const parts = [lowerFirst(deskStateLabel(state))];
  const who = deskHolder(desk, state);
  if (who) parts.push(who);
  if (desk.parkingSpot) parts.push(lowerFirst(parkingLabel()));
  return translate(desks, 'desks.marker.label', { face: face.join(' '), deskId: desk.deskId, details: parts.join(', ') });
}

/** What the desk's card says of its state: 'Liber', 'Rezervat de Ana Popescu', 'Blocat pentru Mihai Manager'… */
export function deskCardState(desk: Desk, state: DeskState): string {
  const who = deskHolder(desk, state);
  if (!who) return deskStateLabel(state);
  if (state === 'mine') return deskStateLabel('mine');
  if (state === 'blocked') return translate(desks, 'desks.card.blockedFor', { name: who });
  if (state === 'allocated') return translate(desks, 'desks.card.allocatedFor', { name: who });
  return translate(desks, 'desks.card.bookedBy', { name: who });
}

/** What the card says of parking: only a booking has a spot or not; a desk without one says nothing. */
export function deskCardParking(desk: Desk): string | null {
  if (!desk.uuid) return null;
  return desk.parkingSpot ? parkingLabel() : translate(desks, 'desks.noParking');
}

const lowerFirst = (s: string) => s.charAt(0).toLocaleLowerCase('ro') + s.slice(1);
