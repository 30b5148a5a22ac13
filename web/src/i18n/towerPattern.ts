import { defineArea } from './i18n.js';
import type source from './catalogues/towerPattern/ro.json';
import { messages as ro } from './catalogues/towerPattern/ro.json?lingui';

/** The tower's part of the work pattern on /turn/account: 'Zilele mele de parcare' (decisions §20, #41). */
export type TowerPatternKey = keyof typeof source;

export const towerPattern = defineArea<TowerPatternKey>('towerPattern', ro, {
  en: () => import('./catalogues/towerPattern/en.json?lingui'),
});
