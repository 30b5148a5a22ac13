import { defineArea } from './i18n.js';
import type source from './catalogues/tower/ro.json';
import { messages as ro } from './catalogues/tower/ro.json?lingui';

/** The parking tower's pages for its users: asking for days, the reservations calendar, the account and cars (issue #40). */
export type TowerKey = keyof typeof source;

export const tower = defineArea<TowerKey>('tower', ro, {
  en: () => import('./catalogues/tower/en.json?lingui'),
});
