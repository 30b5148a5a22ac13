import { reasonsOf } from '../reasons.js';
import { SETTING_DEFAULTS } from '../settings.js';
// Validation rules of tower §5, shared by the forms and the server.

/** The 41 county codes and B (Bucharest). */
export const COUNTY_CODES = [
  'AB',
  'AR',
  'AG',
  'BC',
  'BH',
  'BN',
  'BT',
  'BV',
  'BR',
  'BZ',
  'CS',
  'CL',
  'CJ',
  'CT',
  'CV',
  'DB',
  'DJ',
  'GL',
  'GR',
  'GJ',
  'HR',
  'HD',
  'IL',
  'IS',
  'IF',
  'MM',
  'MH',
  'MS',
  'NT',
  'OT',
  'PH',
  'SM',
  'SJ',
  'SB',
  'SV',
  'TR',
  'TM',
  'TL',
  'VS',
  'VL',
  'VN',
  'B',
] as const;

export const TOWER_MSG = {
  required: 'Necesar',
  plateInvalid: 'Numarul de inmatriculare nu este valid',
  phoneInvalid: 'Numarul de telefon nu este valid',
  carDataInvalid: 'Datele introduse nu sunt valide',
  carExistsClient: 'Masina cu acest numar de inmatriculare exista deja sau a existat in ultimele 60 de zile.',
  carExistsServer: 'Exista deja o masina cu acest numar de inmatriculare sau a existat in ultimele 60 de zile.',
  departmentEmpty: 'Numele departamentului nu poate fi gol',
  chooseCar: 'Selectează o mașină',
  chooseDay: 'Alegeți cel puțin o zi.',
  duplicateRequest: 'Aveți deja o rezervare pentru această dată',
  banned: (until: string) => `Nu poți face rezervări până la data de ${until}`,
  phoneChangeFailed: 'Numarul de telefon nu a putut fi schimbat',
  roomChangeFailed: 'Camera nu a putut fi schimbata',
  cancelFailed: 'Eroare la anularea rezervării',
  carChangeFailed: 'Eroare la modificarea mașinii',
  dayNotOpen: 'Data aleasă nu poate fi rezervată acum.',
  tooLate: 'Termenul pentru această rezervare a trecut.',
  notYourCar: 'Mașina aleasă nu vă aparține.',
} as const;
export const TOWER_REASON = reasonsOf('tower', TOWER_MSG);

/** Days a removed plate stays blocked: the setting carCanBeAddedAgainAfterDays, where -1 means its default (tower §9). */
export function reAddBlockDays(setting: number = SETTING_DEFAULTS.carCanBeAddedAgainAfterDays): number {
  return setting < 0 ? SETTING_DEFAULTS.carCanBeAddedAgainAfterDays : setting;
}

/** Plates are stored upper-case without spaces or dashes. */
export function normalisePlate(plate: string): string {
  return plate.replace(/[\s-]/g, '').toUpperCase();
}

const CODES = COUNTY_CODES.join('|');
const PLATE_PATTERNS = [new RegExp(`^(${CODES})\\d{2}[A-Z]{3}$`), /^B\d{3}[A-Z]{3}$/, new RegExp(`^(${CODES})\\d{3,6}$`)];

/** A Romanian plate (or any non-empty plate when it is foreign). */
export function isValidPlate(plate: string, foreign = false): boolean {
  const p = normalisePlate(plate);
  if (p.length === 0 || p.length > 15) return false;
  return foreign ? /^[A-Z0-9]+$/.test(p) : PLATE_PATTERNS.some((re) => re.test(p));
}

/** Phone numbers are stored without spaces, dots or dashes. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s.-]/g, '');
}

/** 10 digits, or + followed by at least 11 digits. */
export function isValidPhone(phone: string): boolean {
  const p = normalisePhone(phone);
  return /^\d{10}$/.test(p) || /^\+\d{11,15}$/.test(p);
}
