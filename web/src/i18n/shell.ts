import { defineArea } from './i18n.js';
import type source from './catalogues/shell/ro.json';
import { messages as ro } from './catalogues/shell/ro.json?lingui';

/** The shell around every page: top bar and its links, shared dialogs and fields, password pages (issue #40). */
export type ShellKey = keyof typeof source;

export const shell = defineArea<ShellKey>('shell', ro, {
  en: () => import('./catalogues/shell/en.json?lingui'),
});
