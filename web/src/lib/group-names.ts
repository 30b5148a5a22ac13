import type { Group } from '@domain/schemas/accounts.js';

/** Group ids as their names ('it' → 'Tehnologia Informației'); an id with no group known here stays as it is. */
export function groupNames(ids: string[], groups: Group[] | undefined): string[] {
  return ids.map((id) => groups?.find((g) => g._id === id)?.name ?? id);
}
