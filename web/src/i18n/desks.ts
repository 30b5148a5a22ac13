import { defineArea } from './i18n.js';
import type source from './catalogues/desks/ro.json';
import { messages as ro } from './catalogues/desks/ro.json?lingui';

/** Booking desks: the map, its drawer, the status card, my reservations, the phone page (issue #40). */
export type DesksKey = keyof typeof source;

export const desks = defineArea<DesksKey>('desks', ro, {
  en: () => import('./catalogues/desks/en.json?lingui'),
});
