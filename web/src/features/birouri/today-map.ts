import { desks } from '@/i18n/desks.js';
import { translate } from '@/i18n/i18n.js';

// Today's map (decisions §13): shown to look at — desks released at the auto-release hour turn
// free on it, walk-ups taken — but not to book from, as bookings start on the next working day.

export { TODAY_REFRESH_MS } from './today-refresh.js';

/** What a click on a free desk of today's map says: taken on the spot by its label, when walk-up booking is on. */
export function todayFreeDeskText(deskId: string, walkUp: boolean): string {
  return translate(desks, walkUp ? 'desks.today.walkUp' : 'desks.today.noWalkUp', { deskId });
}
