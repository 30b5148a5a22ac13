import type { Status } from '@domain/status.js';
import type { DesksKey } from '@/i18n/desks.js';

/** A reservation's status as the drawer and the phone page show it (STATUS_LABEL in Romanian, issue #40). */
export const RESERVATION_STATUS: Readonly<Record<Status, DesksKey>> = {
  booked: 'desks.reservation.booked',
  busy: 'desks.reservation.busy',
  cancelled: 'desks.reservation.cancelled',
};
