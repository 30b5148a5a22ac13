import { defineArea } from './i18n.js';
import type source from './catalogues/webhooks/ro.json';
import { messages as ro } from './catalogues/webhooks/ro.json?lingui';

/** The consoles' section 'Webhookuri' (decisions §23), loaded with it. */
export type WebhooksKey = keyof typeof source;

export const webhooks = defineArea<WebhooksKey>('webhooks', ro, {
  en: () => import('./catalogues/webhooks/en.json?lingui'),
});
