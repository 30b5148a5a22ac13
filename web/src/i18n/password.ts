import { defineArea } from './i18n.js';
import type source from './catalogues/password/ro.json';
import { messages as ro } from './catalogues/password/ro.json?lingui';

/** The password pages and fields: change, reset, their refusals (issue #40). */
export type PasswordKey = keyof typeof source;

export const passwordArea = defineArea<PasswordKey>('password', ro, {
  en: () => import('./catalogues/password/en.json?lingui'),
});
