import { firstRoundDone } from '@domain/tower/calendar.js';
import { TYPE } from '@domain/tower/engine.js';
import { formatDay } from '@/i18n/dates.js';
import { translate } from '@/i18n/i18n.js';
import { towerStatistics } from '@/i18n/tower-statistics.js';
import { typeLabel } from './type-words.js';

// What the screen tells the administrator before a change: the outcome tower §4 gives a new
// request, and what deleting a request does. In the language active now (issue #40): the
// dialogs that show them call useT(towerStatistics).

/** The type a request made now for `day` will get (tower §4), in words. */
export function arrivalHint(day: string, now: Date, fridayCutoffHour: number): string {
  const queue = typeLabel(TYPE.queue);
  return firstRoundDone(day, now, fridayCutoffHour)
    ? translate(towerStatistics, 'towerStatistics.add.firstRound', { first: typeLabel(TYPE.first), queue })
    : translate(towerStatistics, 'towerStatistics.add.beforeFirstRound', { queue, hour: String(fridayCutoffHour) });
}

/**
 * The confirmation of a delete: an absence becomes confirmed and its indiscipline is removed. A
 * request of the statistics without names (decisions §25) is told by its day alone.
 */
export function deleteWarning(r: { type: number; date: string; name: string | null; licensePlate: string | null }): string {
  const what =
    r.name === null
      ? translate(towerStatistics, 'towerStatistics.delete.textWithoutNames', { day: formatDay(r.date) })
      : translate(towerStatistics, 'towerStatistics.delete.text', { name: r.name, day: formatDay(r.date), plate: r.licensePlate ?? '' });
  if (r.type !== TYPE.absent) return what;
  return `${what} ${translate(towerStatistics, 'towerStatistics.delete.absent')}`;
}
