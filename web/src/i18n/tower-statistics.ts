import { defineArea } from './i18n.js';
import type source from './catalogues/towerStatistics/ro.json';
import { messages as ro } from './catalogues/towerStatistics/ro.json?lingui';

/** The Tower's statistics by user (the users' bookings) and their booking dialogs (issue #40). */
export type TowerStatisticsKey = keyof typeof source;

export const towerStatistics = defineArea<TowerStatisticsKey>('towerStatistics', ro, {
  en: () => import('./catalogues/towerStatistics/en.json?lingui'),
});
