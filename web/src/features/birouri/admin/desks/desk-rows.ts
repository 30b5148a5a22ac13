import type { Group } from '@domain/schemas/accounts.js';
import type { Desk } from '@/api/desks.js';
import { deskListRows, type DeskListRow } from '@/lib/desk-rows.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { translate } from '@/i18n/i18n.js';

// What the console's desk list and a desk's detail say about a desk (flex-office §3 Desk:
// type Manager = blocked for a named person, Reserved = allocated to one).

export type HolderType = NonNullable<Desk['type']>;

/** The holder's type as the list names it, in the language active now. */
export const holderTypeLabel = (type: HolderType): string =>
  type === 'Manager' ? translate(flexAdmin, 'flexAdmin.desks.type.Manager') : translate(flexAdmin, 'flexAdmin.desks.type.Reserved');

export interface DeskRow extends DeskListRow {
  type: string;
  manager: string;
}

/** The rows of the desk list: the desks whose id matches the search, in the plan's order, with whom each is kept for. */
export function deskRows(desks: Desk[], groups: Group[] | undefined, query: string): DeskRow[] {
  return deskListRows(desks, groups, query, (d) => ({ type: d.type ? holderTypeLabel(d.type) : '', manager: d.managerName ?? '' }));
}

/** One sentence on whom the desk is kept for, if anyone. */
export function holderText(desk: Pick<Desk, 'type' | 'managerName'>): string {
  if (!desk.type) return translate(flexAdmin, 'flexAdmin.desks.holder.none');
  const who = desk.managerName ?? translate(flexAdmin, 'flexAdmin.desks.holder.unknown');
  return desk.type === 'Manager'
    ? translate(flexAdmin, 'flexAdmin.desks.holder.blocked', { who })
    : translate(flexAdmin, 'flexAdmin.desks.holder.allocated', { who });
}
