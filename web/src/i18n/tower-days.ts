import { defineArea } from './i18n.js';
import type source from './catalogues/towerDays/ro.json';
import { messages as ro } from './catalogues/towerDays/ro.json?lingui';

/** The Tower's statistics by day (issue #40): an area of its own, so that the page carries only its words. */
export type TowerDaysKey = keyof typeof source;

export const towerDays = defineArea<TowerDaysKey>('towerDays', ro, {
  en: () => import('./catalogues/towerDays/en.json?lingui'),
});
