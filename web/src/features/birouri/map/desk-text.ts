import type { Desk } from '../../../api/desks.js';
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

/** 'Ana Maria Popescu' → 'AP'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0][0];
  return (words.length > 1 ? first + words[words.length - 1][0] : first).toLocaleUpperCase('ro');
}

/** 'Ana Maria Popescu' → 'Ana P.'; a long first name is cut so that it fits on a desk. */
export function shortName(name: string, max = 8): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0].length > max ? `${words[0].slice(0, max - 1)}…` : words[0];
  return words.length > 1 ? `${first} ${words[words.length - 1][0]}.` : first;
}

/** The desk's accessible name, in the legend's words: 'Birou 4-12: rezervat de altcineva, Ana Popescu, cu loc de parcare'. */
export function deskLabel(desk: Desk, state: DeskState): string {
  const parts = [lowerFirst(DESK_STATE_LABEL[state])];
  const who = deskHolder(desk, state);
  if (who) parts.push(who);
  if (desk.parkingSpot) parts.push(lowerFirst(PARKING_LABEL));
  return `Birou ${desk.deskId}: ${parts.join(', ')}`;
}

const lowerFirst = (s: string) => s.charAt(0).toLocaleLowerCase('ro') + s.slice(1);
