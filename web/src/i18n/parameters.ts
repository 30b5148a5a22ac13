import { defineArea } from './i18n.js';
import type source from './catalogues/parameters/ro.json';
import { messages as ro } from './catalogues/parameters/ro.json?lingui';

/** A building's settings (Parametri) in both consoles (issue #40); loaded with the settings form's lazy chunk only. */
export type ParametersKey = keyof typeof source;

export const parameters = defineArea<ParametersKey>('parameters', ro, {
  en: () => import('./catalogues/parameters/en.json?lingui'),
});
