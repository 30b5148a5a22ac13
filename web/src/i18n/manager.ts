import { defineArea } from './i18n.js';
import type source from './catalogues/manager/ro.json';
import { messages as ro } from './catalogues/manager/ro.json?lingui';

/** The manager's pages: the attendance of the people of their groups, and their projects' desks (issue #40). */
export type ManagerKey = keyof typeof source;

export const manager = defineArea<ManagerKey>('manager', ro, {
  en: () => import('./catalogues/manager/en.json?lingui'),
});
