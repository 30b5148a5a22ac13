import { TOWER_MSG } from '@domain/tower/validators.js';

/** An hour of the clock as the tower's messages say it: '18:00'. */
export const clockHour = (hour: number, minute = 0) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/**
 * The specification's tower messages (TOWER_MSG, which the API keeps as tower §5 writes them) as the
 * tower's forms word them: with diacritics and in the formal register (#21, point 10). The upload
 * previews keep TOWER_MSG, the sentences the server gives for the same rows.
 */
export const TOWER_WORDS = {
  ...TOWER_MSG,
  plateInvalid: 'Numărul de înmatriculare nu este valid',
  phoneInvalid: 'Numărul de telefon nu este valid',
  carExistsClient: 'Mașina cu acest număr de înmatriculare există deja sau a existat în ultimele 60 de zile.',
  chooseCar: 'Selectați o mașină',
  roomChangeFailed: 'Camera nu a putut fi schimbată',
} as const;
