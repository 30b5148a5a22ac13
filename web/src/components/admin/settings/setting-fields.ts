import { OFFICE, TOWER, type BuildingCode } from '@domain/buildings.js';
import type { SettingName } from '@domain/settings.js';

// What each building's Parametri section shows: the settings its rules read (docs/decisions/administration.md, "Parametri"),
// each with a Romanian label and a sentence on what it changes.

export interface SettingField {
  name: SettingName;
  label: string;
  help: string;
  /** 'hour' fields are whole hours of the day; 'email' the parking list's address; 'switch' a 0/1 setting, saved as it is switched. */
  kind?: 'hour' | 'email' | 'switch';
  /** A weekday capacity: empty means "the general number of spaces". */
  optional?: boolean;
}

const OFFICE_FIELDS: SettingField[] = [
  { name: 'maxDaysDesk', label: 'Zile în avans pentru birouri', help: 'Cu câte zile înainte se poate rezerva un birou.' },
  {
    name: 'maxActiveDesk',
    label: 'Rezervări active de birouri',
    help: 'Câte rezervări de birouri viitoare poate avea o persoană în același timp.',
  },
  { name: 'maxDaysRoom', label: 'Zile în avans pentru săli', help: 'Cu câte zile înainte se poate rezerva o sală de conferință.' },
  {
    name: 'maxActiveRoom',
    label: 'Rezervări active de săli',
    help: 'Câte rezervări de săli viitoare poate avea o persoană în același timp (managerii și administratorii nu au această limită).',
  },
  {
    name: 'confirmationDeadlineHour',
    label: 'Ora e-mailului de confirmare',
    help: 'În fiecare zi lucrătoare, la această oră, cei care au birou rezervat în ziua lucrătoare următoare primesc e-mailul de confirmare a prezenței.',
    kind: 'hour',
  },
  {
    name: 'calculateIndisciplineDays',
    label: 'Zile pentru calculul absențelor',
    help: 'Absențele de la birourile rezervate din ultimele atâtea zile se adună pentru interdicție.',
  },
  {
    name: 'banAtScore',
    label: 'Absențe până la interdicție',
    help: 'La atâtea absențe în perioada de mai sus, persoana nu mai poate rezerva birouri.',
  },
  { name: 'banDays', label: 'Zile de interdicție', help: 'Câte zile durează interdicția de a rezerva.' },
  // Check-in at the desk (decisions §13).
  {
    name: 'autoReleaseHour',
    label: 'Ora eliberării automate (−1 = dezactivat)',
    help: 'În fiecare zi lucrătoare, la această oră, rezervările zilei fără prezența confirmată se anulează automat, iar birourile devin libere; se socotesc absențe. O oră între 8 și 23, sau −1 pentru a nu elibera niciun birou.',
    kind: 'hour',
  },
  {
    name: 'walkUpBooking',
    label: 'Rezervare la fața locului',
    help: 'Cine scanează eticheta QR a unui birou liber îl primește rezervat pentru azi, cu prezența confirmată, după aceleași reguli ca o rezervare obișnuită.',
    kind: 'switch',
  },
];

/** Each weekday capacity: the setting, the day, and "on that day" ('lunea'). */
const WEEKDAYS: [SettingName, string, string][] = [
  ['maxParkingSpacesMonday', 'luni', 'lunea'],
  ['maxParkingSpacesTuesday', 'marți', 'marțea'],
  ['maxParkingSpacesWednesday', 'miercuri', 'miercurea'],
  ['maxParkingSpacesThursday', 'joi', 'joia'],
  ['maxParkingSpacesFriday', 'vineri', 'vinerea'],
];

const TOWER_FIELDS: SettingField[] = [
  {
    name: 'fridayCutoffHour',
    label: 'Ora limită de vineri',
    help: 'Vinerea, la această oră, se face prima rundă: cererile pentru săptămâna viitoare primesc locurile libere.',
    kind: 'hour',
  },
  {
    name: 'confirmationDeadlineHour',
    label: 'Ora limită de confirmare',
    help: 'În fiecare zi lucrătoare, la această oră, se face a doua rundă pentru ziua lucrătoare următoare și se trimite lista de parcare; până atunci utilizatorii își pot anula cererea.',
    kind: 'hour',
  },
  {
    name: 'maxParkingSpaces',
    label: 'Locuri de parcare',
    help: 'Locurile disponibile în fiecare zi lucrătoare care nu are un număr propriu.',
  },
  ...WEEKDAYS.map(([name, day, onDay]): SettingField => ({
    name,
    label: `Locuri de parcare ${day}`,
    help: `Locurile disponibile ${onDay}; necompletat, se folosește numărul general de locuri.`,
    optional: true,
  })),
  {
    name: 'maxPermanentAccesCars',
    label: 'Mașini cu acces permanent',
    help: 'Câte mașini pot avea acces permanent; nu poate depăși numărul de locuri de parcare.',
  },
  {
    name: 'calculateIndisciplineDays',
    label: 'Zile pentru calculul interdicției',
    help: 'Absențele din ultimele atâtea zile se adună pentru interdicție.',
  },
  {
    name: 'calculateSortingIndisciplineDays',
    label: 'Zile pentru ordonarea cererilor',
    help: 'Absențele din ultimele atâtea zile ordonează cererile în rundele de alocare: cine a lipsit mai puțin are prioritate.',
  },
  {
    name: 'banAtScore',
    label: 'Absențe până la interdicție',
    help: 'La atâtea absențe în perioada de calcul, utilizatorul nu mai poate cere loc de parcare.',
  },
  { name: 'banDays', label: 'Zile de interdicție', help: 'Câte zile durează interdicția de a cere loc de parcare.' },
  {
    name: 'carCanBeAddedAgainAfterDays',
    label: 'Zile până la readăugarea unei mașini',
    help: 'După câte zile de la ștergere poate fi adăugată din nou o mașină cu același număr; −1 înseamnă valoarea implicită de 60 de zile.',
  },
  {
    name: 'sendParkingListToEmail',
    label: 'E-mailul listei de parcare',
    help: 'Adresa la care se trimite zilnic lista mașinilor cu loc de parcare.',
    kind: 'email',
  },
];

export const SETTING_FIELDS: Record<BuildingCode, SettingField[]> = { [OFFICE]: OFFICE_FIELDS, [TOWER]: TOWER_FIELDS };
