import { defineArea } from './i18n.js';
import type source from './catalogues/guide/ro.json';
import { messages as ro } from './catalogues/guide/ro.json?lingui';

/** The user guide, /ghid (issue #40). */
export type GuideKey = keyof typeof source;

export const guide = defineArea<GuideKey>('guide', ro, {
  en: () => import('./catalogues/guide/en.json?lingui'),
});
