import { defineArea } from './i18n.js';
import type source from './catalogues/statistics/ro.json';
import { messages as ro } from './catalogues/statistics/ro.json?lingui';

/** The flexible office's statistics pages: all reservations, and the departments' table and chart (issue #40). */
export type StatisticsKey = keyof typeof source;

export const statistics = defineArea<StatisticsKey>('statistics', ro, {
  en: () => import('./catalogues/statistics/en.json?lingui'),
});
