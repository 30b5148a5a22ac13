import { MSG } from './messages.js';

// Pure rules of the groups administration (decisions §9): how a new group is keyed, and
// what replacing a membership list changes.

/** A group's key from its name: ASCII letters and digits in lower case, joined by '-' ('Regiunea București' → 'regiunea-bucuresti'). */
export function groupSlug(name: string): string {
  const s = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return s || 'grup';
}

/** The keys a new group may take, in order of preference: `base`, `base-2`, `base-3`… */
export function groupIdCandidates(base: string, count = 100): string[] {
  return [base, ...Array.from({ length: count - 1 }, (_, i) => `${base}-${i + 2}`)];
}

/** The first candidate not taken (by a group, or by the past reservations of a deleted one). */
export function freeGroupId(candidates: string[], taken: Iterable<string>): string | null {
  const used = new Set(taken);
  return candidates.find((c) => !used.has(c)) ?? null;
}

/** The ids of `wanted` that are not in `known`, in the order sent: the first one names the refusal. */
export function unknownIds(wanted: string[], known: Iterable<string>): string[] {
  const k = new Set(known);
  return wanted.filter((id) => !k.has(id));
}

/** The sentence of a saved group (flex-office §8): a new group; only its parking spots changed; any other change. */
export function groupSavedMessage(created: boolean, changed: string[]): string {
  if (created) return MSG.groupCreated;
  if (changed.length === 1 && changed[0] === 'parkingSpots') return MSG.groupParkingUpdated;
  return MSG.groupUpdated;
}
