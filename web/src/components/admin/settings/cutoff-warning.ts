import { nextWorkingDay } from '@domain/desks/rules.js';
import { bucharestDay, bucharestInstant, isWeekday, weekday } from '@domain/time.js';
import { parameters } from '@/i18n/parameters.js';
import { formatClock, formatDay, formatTime } from '@/i18n/dates.js';
import { translate } from '@/i18n/i18n.js';

// The tower's two warnings (tower-parking §5, §8): a cut-off hour moved to an hour already past
// today, while today's run at the old hour is still to come, means today's run is skipped.

export interface CutoffWarning {
  title: string;
  text: string;
}

/** The warning to confirm before saving a tower cut-off hour, or null when nothing is skipped. */
export function cutoffWarning(name: string, from: number, to: number, now: Date): CutoffWarning | null {
  const today = bucharestDay(now);
  const runsToday = name === 'confirmationDeadlineHour' ? isWeekday(today) : name === 'fridayCutoffHour' ? weekday(today) === 5 : false;
  if (!runsToday || from === to) return null;
  const newTimePast = bucharestInstant(today, to) < now;
  const oldTimeAhead = bucharestInstant(today, from) > now;
  if (!newTimePast || !oldTimeAhead) return null;
  const hours = { chosen: formatClock(to), now: formatTime(now), old: formatClock(from) };
  if (name === 'confirmationDeadlineHour') {
    return {
      title: translate(parameters, 'parameters.cutoff.lists.title'),
      text: translate(parameters, 'parameters.cutoff.lists.text', { ...hours, day: formatDay(nextWorkingDay(today)) }),
    };
  }
  return {
    title: translate(parameters, 'parameters.cutoff.queues.title'),
    text: translate(parameters, 'parameters.cutoff.queues.text', hours),
  };
}
