import { parseDeskId } from '@domain/floors/geometry.js';

// Desks are found by their id ('4-12': floor 4, desk 12) in every desk list of the consoles
// and of the managers' projects.

/** Whether a desk id matches what was typed: a part of the id, spaces and case ignored. */
export function matchesDeskId(query: string, deskId: string): boolean {
  const q = query.replace(/\s+/g, '').toUpperCase();
  return q === '' || deskId.toUpperCase().includes(q);
}

/** Desk ids in the order of the floor plan: floor, then number ('4-2' before '4-10'). */
export function compareDeskIds(a: string, b: string): number {
  const [fa, na] = parts(a);
  const [fb, nb] = parts(b);
  return fa - fb || na - nb || a.localeCompare(b);
}

function parts(id: string): [number, number] {
  const p = parseDeskId(id);
  return p ? [p.floor, p.number] : [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
}
