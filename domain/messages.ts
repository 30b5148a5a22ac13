import { reasonsOf } from './reasons.js';
// The Romanian texts users see, written once. Server errors and web notices both
// take them from here so a wording can never drift between the two sides.
export const MSG = {
  loginFailed: 'Numele de utilizator sau parola sunt greșite!',
  tooManyAttempts: 'Prea multe încercări. Încercați din nou mai târziu.',
  notAuthenticated: 'Sesiunea a expirat. Autentificați-vă din nou.',
  forbidden: 'Nu aveți drepturi pentru această acțiune.',
  notFound: 'Resursa cerută nu a fost găsită.',
  pageNotFound: 'Pagina aleasă nu a fost găsită',
  invalidRequest: 'Datele trimise nu sunt valide.',
  genericError: 'S-a produs o eroare!',
  passwordTooShort: 'Parola trebuie să aibă cel puțin 6 caractere',
  passwordsDontMatch: 'Parolele nu corespund',
  oldPasswordWrong: 'Parola veche este incorectă',
  resetPasswordsDontMatch: 'Parolele nu coincid!',
  resetPasswordTooShort: 'Parola trebuie să conțină minim 6 caractere!',
  resetLinkInvalid: 'Linkul de resetare nu mai este valid. Cereți un e-mail nou.',
  resetDone: 'Parola a fost resetată cu succes!',
  resetEmailSent: 'Un email a fost trimis cu instrucțiuni pentru resetarea parolei!',
  changePasswordOtherUser: 'Puteți schimba doar propria parolă.',
  paramsUpdated: 'Parametrii actualizați cu succes!',
  paramsUpdateFailed: 'Eroare la actualizarea parametrilor!',
  unknownParam: 'Eroare',
  // Every refused parameter starts with the specification's failure sentence (decisions §9).
  paramNotNumber: 'Eroare la actualizarea parametrilor! Valoarea trebuie să fie un număr întreg.',
  paramHour: 'Eroare la actualizarea parametrilor! Ora trebuie să fie între 0 și 23.',
  paramEmail: 'Eroare la actualizarea parametrilor! Adresa de e-mail nu este validă.',
  paramPermanentCars: 'Eroare la actualizarea parametrilor! Numărul maxim de mașini cu acces permanent nu poate depăși numărul maxim de locuri de parcare.',
  buildingUnknown: 'Cladirea nu exista!',
  userNotFound: 'Utilizatorul nu a fost găsit.',
  usernameTaken: 'Numele de utilizator este deja folosit',
  emailTaken: 'Adresa de e-mail este deja folosită',
  groupUnknown: 'Grupul nu există',
  importFailed: 'Conturile nu au putut fi create',
  unconfirmedTitle: 'Parolă generată automat',
  unconfirmedBody:
    'Parola contului dumneavoastră a fost generată automat. Vă rugăm să o schimbați.',
  phoneNotice: 'Rezervarea birourilor nu este disponibilă pe telefon. Folosiți un calculator.',
  noBuildingAccess: 'Nu aveți acces la această clădire',
  testClockOff: 'Ceasul de test nu este activ.',
} as const;
export const APP_REASON = reasonsOf('app', MSG);

export type MessageKey = keyof typeof MSG;
