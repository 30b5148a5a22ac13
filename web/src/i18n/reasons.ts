import { defineArea } from './i18n.js';
import type source from './catalogues/reasons/ro.json';
import { messages as ro } from './catalogues/reasons/ro.json?lingui';

/**
 * The API's refusals worded by their `reason` (issue #40 point 3, decisions §22): 'reasons.desk.taken'.
 * Pages word refusals with refusal-words.ts, which downloads this catalogue only for English; import
 * this area (`useT(reasons)`) only for a key of its own, as it brings the Romanian catalogue (~4 KB).
 */
export type ReasonsKey = keyof typeof source;

export const reasons = defineArea<ReasonsKey>('reasons', ro, {
  en: () => import('./catalogues/reasons/en.json?lingui'),
});
