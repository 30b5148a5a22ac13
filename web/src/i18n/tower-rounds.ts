import { defineArea } from './i18n.js';
import type source from './catalogues/towerRounds/ro.json';
import { messages as ro } from './catalogues/towerRounds/ro.json?lingui';

/** The Tower console's view of a day's rounds (decisions §26), loaded with that section only. */
export type TowerRoundsKey = keyof typeof source;

export const towerRounds = defineArea<TowerRoundsKey>('towerRounds', ro, {
  en: () => import('./catalogues/towerRounds/en.json?lingui'),
});
