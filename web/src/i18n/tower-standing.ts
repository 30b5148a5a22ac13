import { defineArea } from './i18n.js';
import type source from './catalogues/towerStanding/ro.json';
import { messages as ro } from './catalogues/towerStanding/ro.json?lingui';

/** The day dialog's sentences on a request's place in its round (#47): an area of its own, so that only /turn/reservations carries them. */
export type TowerStandingKey = keyof typeof source;

export const towerStanding = defineArea<TowerStandingKey>('towerStanding', ro, {
  en: () => import('./catalogues/towerStanding/en.json?lingui'),
});
