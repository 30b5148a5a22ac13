import { defineArea } from './i18n.js';
import type source from './catalogues/workPattern/ro.json';
import { messages as ro } from './catalogues/workPattern/ro.json?lingui';

/**
 * The work pattern's words (decisions §20): 'Zilele mele la birou', the map's notice and links, and the
 * booking panel's 'Rezervați în fiecare …'. An area of its own, imported only by chunks loaded lazily,
 * so that /birouri's first download carries none of it (web/bundle-budget.json).
 */
export type PatternKey = keyof typeof source;

export const pattern = defineArea<PatternKey>('workPattern', ro, {
  en: () => import('./catalogues/workPattern/en.json?lingui'),
});
