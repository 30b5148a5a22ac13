import type { Group } from '@domain/schemas/accounts.js';
import type { Desk } from '@/api/desks.js';
import { deskListRows, type DeskListRow } from '@/lib/desk-rows.js';

// What the console's desk list and a desk's detail say about a desk (flex-office §3 Desk:
// type Manager = blocked for a named person, Reserved = allocated to one).

export type HolderType = NonNullable<Desk['type']>;

export const HOLDER_TYPE_LABEL: Record<HolderType, string> = { Manager: 'Blocat', Reserved: 'Alocat' };

export interface DeskRow extends DeskListRow {
  type: string;
  manager: string;
}

/** The rows of the desk list: the desks whose id matches the search, in the plan's order, with whom each is kept for. */
export function deskRows(desks: Desk[], groups: Group[] | undefined, query: string): DeskRow[] {
  return deskListRows(desks, groups, query, (d) => ({ type: d.type ? HOLDER_TYPE_LABEL[d.type] : '', manager: d.managerName ?? '' }));
}

/** One sentence on whom the desk is kept for, if anyone. */
export function holderText(desk: Pick<Desk, 'type' | 'managerName'>): string {
  if (!desk.type) return 'Biroul nu este blocat și nici alocat.';
  const who = desk.managerName ?? 'o persoană necunoscută';
  return desk.type === 'Manager' ? `Blocat pentru ${who}.` : `Alocat pentru ${who}.`;
}
