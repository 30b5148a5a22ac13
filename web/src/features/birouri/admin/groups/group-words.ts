import type { Group } from '@domain/schemas/accounts.js';

// The console's own words about a group, by its type. The API answers a creation with the
// specification's sentence for a department (MSG.groupCreated, flex-office §8) whatever the type;
// the web says what was made.

/** A group's heading: its type and name ('Proiect Alfa'), the name alone when it already starts with the type ('Proiect Alfa', not 'Proiect Proiect Alfa'). */
export function groupHeading(g: Pick<Group, 'type' | 'name'>): string {
  return g.name.trim().toLowerCase().startsWith(g.type.toLowerCase()) ? g.name : `${g.type} ${g.name}`;
}

/** The notice once a group is created. */
export const groupCreatedText = (type: Group['type']): string =>
  type === 'Proiect' ? 'Proiectul a fost adăugat.' : 'Departamentul a fost adăugat.';

/** The sentence before the reason when a creation fails. */
export const groupCreateFailedText = (type: Group['type']): string =>
  type === 'Proiect' ? 'A intervenit o eroare la crearea proiectului!' : 'A intervenit o eroare la crearea departamentului!';
