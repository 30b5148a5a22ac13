import { defineArea } from './i18n.js';

/** What the booking forms say (the desk's days, the person, parking, outcomes; the room dialogs): only their lazily loaded chunks import it, so /birouri's first download carries none of it (#40 point 1). */
import type source from './catalogues/forms/ro.json';
import { messages as ro } from './catalogues/forms/ro.json?lingui';

export type FormsKey = keyof typeof source;

export const forms = defineArea<FormsKey>('forms', ro, {
  en: () => import('./catalogues/forms/en.json?lingui'),
});
