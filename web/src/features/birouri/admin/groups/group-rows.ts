import type { Group } from '@domain/schemas/accounts.js';
import { foldSearch } from '@domain/schemas/users-admin.js';

/** The groups whose name holds what was typed, case and Romanian diacritics ignored, by name. */
export function groupRows(groups: Group[], query: string): Group[] {
  const q = foldSearch(query.trim());
  return groups.filter((g) => foldSearch(g.name).includes(q)).sort((a, b) => a.name.localeCompare(b.name, 'ro'));
}
