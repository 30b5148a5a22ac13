import { deskBookingRefusal } from '@domain/desks/rules.js';
import type { Desk } from '@/api/desks.js';

/**
 * The random desk (issue #21, point 3): one of the desks the server's random booking draws from
 * (decisions §6: the booking rule for nobody in particular, so of the group, held for no one, with no
 * live reservation that day), chosen here from the day's map so that the booking panel can name it
 * before anything is booked.
 */
export function pickRandomDesk(desks: readonly Desk[], groupId: string, random: () => number = Math.random): Desk | null {
  const free = desks.filter(
    (desk) => deskBookingRefusal({ groups: [groupId], desk, deskTaken: !!desk.uuid || !!desk.reservationId }) === null,
  );
  return free.length === 0 ? null : free[Math.min(free.length - 1, Math.floor(random() * free.length))];
}
