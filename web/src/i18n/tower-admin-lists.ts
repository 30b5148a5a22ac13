import { defineArea } from './i18n.js';
import type source from './catalogues/towerAdminLists/ro.json';
import { messages as ro } from './catalogues/towerAdminLists/ro.json?lingui';

/** The Tower console's list uploads and their previews, loaded with those sections only (issue #40). */
export type TowerAdminListsKey = keyof typeof source;

export const towerAdminLists = defineArea<TowerAdminListsKey>('towerAdminLists', ro, {
  en: () => import('./catalogues/towerAdminLists/en.json?lingui'),
});
