import type { Desk } from '../../api/desks.js';

/**
 * The random desk (issue #21, point 3): one of the desks the server's random booking draws from
 * (decisions §6: of the group, blocked or allocated for nobody, with no live reservation that day),
 * chosen here from the day's map so that the booking panel can name it before anything is booked.
 */
export function pickRandomDesk(desks: readonly Desk[], groupId: string, random: () => number = Math.random): Desk | null {
  const free = desks.filter((d) => d.groupsIdList.includes(groupId) && !d.manager && !d.uuid && !d.reservationId);
  return free.length === 0 ? null : free[Math.min(free.length - 1, Math.floor(random() * free.length))];
}
