import { defineArea } from './i18n.js';
import type source from './catalogues/common/ro.json';
import { messages as ro } from './catalogues/common/ro.json?lingui';

/** What every page shares: sign-in, the user menu, the language switch (issue #40). */
export type CommonKey = keyof typeof source;

export const common = defineArea<CommonKey>('common', ro, {
  en: () => import('./catalogues/common/en.json?lingui'),
});
