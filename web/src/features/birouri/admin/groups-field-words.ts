import type { Translate } from '@/i18n/use-t.js';
import type { FlexAdminKey } from '@/i18n/flex-admin.js';
import type { GroupsFieldWords } from './office-groups.js';

/** The group picker's words in the person's language, for the console's desk and room settings (issue #40). */
export const groupsFieldWords = (t: Translate<FlexAdminKey>): GroupsFieldWords => ({
  departments: t('flexAdmin.groupsField.departments'),
  projects: t('flexAdmin.groupsField.projects'),
  none: t('flexAdmin.groupsField.none'),
});
