import { count } from '@domain/plural.js';

/** The parking box's label with the group's free spots, counted the Romanian way (#39 point 7): 'Loc de parcare (1 loc liber)'. */
export function parkingLabel(free: number | null): string {
  if (free === null) return 'Loc de parcare';
  return `Loc de parcare (${free === 0 ? 'niciun loc liber' : count(free, 'loc liber', 'locuri libere')})`;
}
