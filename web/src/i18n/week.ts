import { defineArea } from './i18n.js';
import type source from './catalogues/week/ro.json';
import { messages as ro } from './catalogues/week/ro.json?lingui';

/** 'Săptămâna mea' and the absence dialog (decisions §20, issue #41): loaded only by the chunks that show them. */
export type WeekKey = keyof typeof source;

export const week = defineArea<WeekKey>('week', ro, {
  en: () => import('./catalogues/week/en.json?lingui'),
});
