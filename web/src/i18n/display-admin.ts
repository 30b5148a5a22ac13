import { defineArea } from './i18n.js';
import type source from './catalogues/displayAdmin/ro.json';
import { messages as ro } from './catalogues/displayAdmin/ro.json?lingui';

/** The console's section 'Ecrane' (decisions §24), loaded with it. */
export type DisplayAdminKey = keyof typeof source;

export const displayAdmin = defineArea<DisplayAdminKey>('displayAdmin', ro, {
  en: () => import('./catalogues/displayAdmin/en.json?lingui'),
});
