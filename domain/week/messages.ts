import { reasonsOf } from '../reasons.js';

// The week's refusals (decisions §20): the work pattern's and the absences'. Our own sentences (the
// specifications have none for the week), formal Romanian; the web words each by its reason.

export const PATTERN_MSG = {
  deskNotAllowed: 'Biroul ales nu este deschis grupurilor dumneavoastră.',
  noParkingRight: 'Nu aveți drept de loc de parcare.',
  carNotYours: 'Mașina aleasă nu vă aparține.',
  notOfficeMember: 'Zilele la birou se pot alege doar de persoanele din clădirea CityOffices.',
  notTowerMember: 'Zilele de parcare se pot alege doar de persoanele din clădirea Turn.',
  // Why the automatic booking left a day without a desk (decisions §20), besides the booking rules' own refusals.
  noFreeDesk: 'Nu a mai rămas niciun birou liber al grupului dumneavoastră în această zi.',
  onlyFavourites: 'Birourile preferate erau ocupate, iar grupul dumneavoastră primește automat doar birourile preferate.',
} as const;
export const PATTERN_REASON = reasonsOf('pattern', PATTERN_MSG);

export const ABSENCE_MSG = {
  reversed: 'Data de început trebuie să fie cel târziu data de sfârșit.',
  tooLong: 'O absență poate dura cel mult 366 de zile.',
  past: 'O absență poate începe cel mai devreme astăzi.',
  overlap: 'Există deja o absență în acest interval.',
  notFound: 'Absența nu a fost găsită.',
  notYourPerson: 'Puteți înregistra absențe doar pentru persoanele din grupurile pe care le gestionați.',
} as const;
export const ABSENCE_REASON = reasonsOf('absence', ABSENCE_MSG);

/** The kinds of absence (§20), as stored and sent. */
export const ABSENCE_KINDS = ['concediu', 'telemunca', 'deplasare', 'altul'] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];
/** The longest absence, in days, both ends counted. */
export const MAX_ABSENCE_DAYS = 366;
/** How many favourite desks a pattern keeps. */
export const MAX_FAVOURITE_DESKS = 3;
