import { defineArea } from './i18n.js';
import type source from './catalogues/booking/ro.json';
import { messages as ro } from './catalogues/booking/ro.json?lingui';

/** Booking a desk or a meeting room, the rooms' lists, confirming presence and the check-in page (issue #40). */
export type BookingKey = keyof typeof source;

export const booking = defineArea<BookingKey>('booking', ro, {
  en: () => import('./catalogues/booking/en.json?lingui'),
});
