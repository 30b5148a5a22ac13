import CheckCircle from '@mui/icons-material/CheckCircle';
import type { DayLook } from './month-calendar.js';
import type { StateStyle } from './reservation-state.js';
import { translate } from '@/i18n/i18n.js';
import { tower } from '@/i18n/tower.js';

// On a calendar where days are requested (/turn/add and the administrators' add dialog), a day
// already requested must not read like a weekend (issue #14, point 11): it keeps its state's
// colour, carries a check mark and says so, and cannot be chosen again.

/** The administrators' add dialog's words (its own area's when it is converted); /turn/add reads tower.calendar.*. */
export const WEEKEND_LABEL = 'zi nelucrătoare';
export const REQUESTED_LABEL = 'cerută deja';

export function requestedDayLook(state: StateStyle): DayLook {
  return {
    disabled: true,
    color: state.color ?? '#616161',
    icon: <CheckCircle />,
    label: translate(tower, 'tower.calendar.requested', { state: state.label }),
  };
}
