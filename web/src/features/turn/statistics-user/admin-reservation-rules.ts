import { formatDay } from '@domain/time.js';
import { firstRoundDone } from '@domain/tower/calendar.js';
import { TYPE } from '@domain/tower/engine.js';
import { TOWER_TYPE_LABEL } from '../tower-labels.js';

// What the screen tells the administrator before a change: the outcome tower §4 gives a new
// request, and what deleting a request does.

/** The type a request made now for `day` will get (tower §4), in words. */
export function arrivalHint(day: string, now: Date, fridayCutoffHour: number): string {
  return firstRoundDone(day, now, fridayCutoffHour)
    ? `„${TOWER_TYPE_LABEL[TYPE.first]}” dacă ziua mai are un loc liber, altfel „${TOWER_TYPE_LABEL[TYPE.queue]}”`
    : `„${TOWER_TYPE_LABEL[TYPE.queue]}” până la prima rundă (vineri, ora ${fridayCutoffHour}:00)`;
}

/** The confirmation of a delete: an absence becomes confirmed and its indiscipline is removed. */
export function deleteWarning(r: { type: number; date: string; name: string; licensePlate: string }): string {
  const what = `Rezervarea lui ${r.name} din ${formatDay(r.date)} (${r.licensePlate}) va fi anulată.`;
  if (r.type !== TYPE.absent) return what;
  return `${what} Fiind o absență, va fi marcată ca prezentă, iar indisciplina ei va fi ștearsă: ratingul utilizatorului crește și o suspendare datorată ei se ridică.`;
}
