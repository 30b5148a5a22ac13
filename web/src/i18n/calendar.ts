import { defineArea } from './i18n.js';
import type source from './catalogues/calendar/ro.json';
import { messages as ro } from './catalogues/calendar/ro.json?lingui';

/** The calendar feed dialog of the user menu, loaded the first time it is opened (issue #40). */
export type CalendarKey = keyof typeof source;

export const calendar = defineArea<CalendarKey>('calendar', ro, {
  en: () => import('./catalogues/calendar/en.json?lingui'),
});
