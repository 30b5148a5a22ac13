import { nextWorkingDay } from '@domain/desks/rules.js';
import { bucharestClock, bucharestDay, bucharestInstant, formatDay, isWeekday, weekday } from '@domain/time.js';

// The tower's two warnings (tower-parking §5, §8): a cut-off hour moved to an hour already past
// today, while today's run at the old hour is still to come, means today's run is skipped.

export interface CutoffWarning {
  title: string;
  text: string;
}

const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The warning to confirm before saving a tower cut-off hour, or null when nothing is skipped. */
export function cutoffWarning(name: string, from: number, to: number, now: Date): CutoffWarning | null {
  const today = bucharestDay(now);
  const runsToday = name === 'confirmationDeadlineHour' ? isWeekday(today) : name === 'fridayCutoffHour' ? weekday(today) === 5 : false;
  if (!runsToday || from === to) return null;
  const newTimePast = bucharestInstant(today, to) < now;
  const oldTimeAhead = bucharestInstant(today, from) > now;
  if (!newTimePast || !oldTimeAhead) return null;
  const z = bucharestClock(now);
  const present = `${String(z.hour).padStart(2, '0')}:${String(z.minute).padStart(2, '0')}`;
  const intro = `Ora aleasă, ${hh(to)}, este mai devreme decât ora actuală, ${present}.`;
  if (name === 'confirmationDeadlineHour') {
    return {
      title: 'Listele de parcare nu vor fi generate',
      text: `${intro} Listele de parcare pentru ${formatDay(nextWorkingDay(today))} nu vor fi generate astăzi la ${hh(from)}. Sunteți sigur că doriți să salvați?`,
    };
  }
  return {
    title: 'Cozile și rezervările confirmate nu vor fi generate',
    text: `${intro} Cozile și rezervările confirmate pentru săptămâna viitoare (prima rundă) nu vor fi generate astăzi la ${hh(from)}. Sunteți sigur că doriți să salvați?`,
  };
}
