import { TOWER_MSG } from '@domain/tower/validators.js';

// Messages of the tower pages that the specification leaves unwritten (docs/decisions/tower.md,
// "The tower's pages (web)"); the specification's own are TOWER_MSG in domain/tower/validators.ts.
export const TOWER_UI = {
  requested: 'Cererea de parcare a fost înregistrată.',
  noDays: 'Nu există zile disponibile pentru rezervare acum.',
  noCars: 'Nu aveți nicio mașină. Adăugați una pentru a rezerva.',
  cancelled: 'Rezervarea a fost anulată.',
  carChanged: 'Mașina a fost schimbată.',
  carAdded: 'Mașina a fost adăugată.',
  carRemoved: 'Mașina a fost ștearsă.',
  carRemoveFailed: 'Mașina nu a putut fi ștearsă.',
  phoneChanged: 'Numărul de telefon a fost schimbat.',
  departmentChanged: 'Departamentul a fost schimbat.',
  departmentFailed: 'Departamentul nu a putut fi schimbat.',
  roomChanged: 'Camera a fost schimbată.',
  cannotCancel: 'Această rezervare nu mai poate fi anulată.',
  /** Under the calendar of /turn/add once today's deadline hour has passed (tower §5). */
  tomorrowClosed: (hour: number) => `Cererile pentru ziua de mâine se fac până la ora ${String(hour).padStart(2, '0')}:00.`,
  /** Said with tomorrow's date on the calendar then. */
  tomorrowClosedDay: (hour: number) => `închisă: cererile pentru ziua de mâine se fac până la ora ${String(hour).padStart(2, '0')}:00`,
} as const;

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
  carExistsServer: 'Există deja o mașină cu acest număr de înmatriculare sau a existat în ultimele 60 de zile.',
  chooseCar: 'Selectați o mașină',
  phoneChangeFailed: 'Numărul de telefon nu a putut fi schimbat',
  roomChangeFailed: 'Camera nu a putut fi schimbată',
} as const;
