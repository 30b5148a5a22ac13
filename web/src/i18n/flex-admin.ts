import { defineArea } from './i18n.js';
import type source from './catalogues/flexAdmin/ro.json';
import { messages as ro } from './catalogues/flexAdmin/ro.json?lingui';

/** The CityOffices console: its sections' names, the desks, groups, meeting rooms and QR labels sections (issue #40). */
export type FlexAdminKey = keyof typeof source;

export const flexAdmin = defineArea<FlexAdminKey>('flexAdmin', ro, {
  en: () => import('./catalogues/flexAdmin/en.json?lingui'),
});
