import { z } from '../zod-ro.js';
import { ABSENCE_KINDS, MAX_FAVOURITE_DESKS } from '../week/messages.js';
import { dayString, deskIdString, idString } from './desks.js';

// Request bodies and queries of the week's calls (decisions §20): the work pattern, absences, the week.

const WEEKDAY_MSG = 'Zilele trebuie să fie zile lucrătoare: 1 (luni) … 5 (vineri), fiecare o singură dată.';
/** ISO weekdays 1 (Monday) … 5 (Friday), each at most once. */
export const weekdays = z
  .array(z.number().int().min(1, WEEKDAY_MSG).max(5, WEEKDAY_MSG))
  .max(5, WEEKDAY_MSG)
  .refine((d) => new Set(d).size === d.length, WEEKDAY_MSG)
  .meta({ description: 'ISO weekdays: 1 Monday … 5 Friday.', example: [2, 4] });

const DESKS_MSG = `Alegeți cel mult ${MAX_FAVOURITE_DESKS} birouri preferate, fiecare o singură dată.`;
export const favouriteDesks = z
  .array(deskIdString)
  .max(MAX_FAVOURITE_DESKS, DESKS_MSG)
  .refine((d) => new Set(d).size === d.length, DESKS_MSG)
  .meta({ description: 'Up to three favourite desks, the first preferred.', example: ['4-12', '4-13'] });

/** A pattern's change: a field left out stays as it was (the tower's page sends only its part). */
export const patternBody = z.object({
  days: weekdays.optional(),
  desks: favouriteDesks.optional(),
  parking: z.boolean().optional(),
  towerDays: weekdays.optional(),
  carId: idString.nullable().optional(),
});

export const absenceBody = z.object({
  from: dayString,
  to: dayString,
  kind: z.enum(ABSENCE_KINDS),
  /** The person absent: a manager's person or, for an administrator, anyone of their building; the caller by default. */
  uuid: z.uuid().optional(),
});
export const absencesQuery = z.object({ uuid: z.uuid().optional() });
export const weekQuery = z.object({ from: dayString.optional() });
