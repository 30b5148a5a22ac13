import { defineArea } from './i18n.js';

/** The check-in page and the presence links of the e-mails (their own routes). */
import type source from './catalogues/presence/ro.json';
import { messages as ro } from './catalogues/presence/ro.json?lingui';

export type PresenceKey = keyof typeof source;

export const presence = defineArea<PresenceKey>('presence', ro, {
  en: () => import('./catalogues/presence/en.json?lingui'),
});
