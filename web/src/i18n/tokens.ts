import { defineArea } from './i18n.js';
import type source from './catalogues/tokens/ro.json';
import { messages as ro } from './catalogues/tokens/ro.json?lingui';

/** The page 'Tokenuri API' of the user menu (decisions §23), loaded with it. */
export type TokensKey = keyof typeof source;

export const tokens = defineArea<TokensKey>('tokens', ro, {
  en: () => import('./catalogues/tokens/en.json?lingui'),
});
