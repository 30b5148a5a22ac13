import { defineArea } from './i18n.js';
import type source from './catalogues/plans/ro.json';
import { messages as ro } from './catalogues/plans/ro.json?lingui';

/** The floor-plan editor of the CityOffices console: floors, plans, desks' and rooms' places, zones (issue #40). */
export type PlansKey = keyof typeof source;

export const plans = defineArea<PlansKey>('plans', ro, {
  en: () => import('./catalogues/plans/en.json?lingui'),
});
