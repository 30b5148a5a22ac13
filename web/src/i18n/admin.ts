import { defineArea } from './i18n.js';
import type source from './catalogues/admin/ro.json';
import { messages as ro } from './catalogues/admin/ro.json?lingui';

/** The administration shared by both consoles: the console's shell, the audit log, a building's settings, user accounts and the user uploads (issue #40). */
export type AdminKey = keyof typeof source;

export const admin = defineArea<AdminKey>('admin', ro, {
  en: () => import('./catalogues/admin/en.json?lingui'),
});
