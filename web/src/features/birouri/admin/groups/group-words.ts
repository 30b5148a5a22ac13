import type { Group } from '@domain/schemas/accounts.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { translate } from '@/i18n/i18n.js';

// The console's own words about a group, by its type. The API answers a creation with the
// specification's sentence for a department (MSG.groupCreated, flex-office §8) whatever the type;
// the web says what was made.

/** A group's heading: its type and name ('Proiect Alfa'), the name alone when it already starts with the type ('Proiect Alfa', not 'Proiect Proiect Alfa'). */
export function groupHeading(g: Pick<Group, 'type' | 'name'>): string {
  const type = groupTypeName(g.type);
  const name = g.name.trim().toLowerCase();
  return name.startsWith(g.type.toLowerCase()) || name.startsWith(type.toLowerCase()) ? g.name : `${type} ${g.name}`;
}

/** A group's type in the language active now ('Proiect', 'Project'). */
export const groupTypeName = (type: Group['type']): string =>
  type === 'Proiect' ? translate(flexAdmin, 'flexAdmin.groupType.Proiect') : translate(flexAdmin, 'flexAdmin.groupType.Departament');

/** The notice once a group is created. */
export const groupCreatedText = (type: Group['type']): string =>
  type === 'Proiect'
    ? translate(flexAdmin, 'flexAdmin.group.created.Proiect')
    : translate(flexAdmin, 'flexAdmin.group.created.Departament');

/** The sentence before the reason when a creation fails. */
export const groupCreateFailedText = (type: Group['type']): string =>
  type === 'Proiect'
    ? translate(flexAdmin, 'flexAdmin.group.createFailed.Proiect')
    : translate(flexAdmin, 'flexAdmin.group.createFailed.Departament');
