import { defineArea } from './i18n.js';
import type source from './catalogues/towerAdmin/ro.json';
import { messages as ro } from './catalogues/towerAdmin/ro.json?lingui';

/** The Tower's console: its users, cars, list uploads and the lists' previews (issue #40). */
export type TowerAdminKey = keyof typeof source;

export const towerAdmin = defineArea<TowerAdminKey>('towerAdmin', ro, {
  en: () => import('./catalogues/towerAdmin/en.json?lingui'),
});
