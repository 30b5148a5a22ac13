import { defineArea } from './i18n.js';
import type source from './catalogues/displayPage/ro.json';
import { messages as ro } from './catalogues/displayPage/ro.json?lingui';

/** The page of a room's or a floor's display at /display/:secret (decisions §24), loaded with it. */
export type DisplayPageKey = keyof typeof source;

export const displayPage = defineArea<DisplayPageKey>('displayPage', ro, {
  en: () => import('./catalogues/displayPage/en.json?lingui'),
});
