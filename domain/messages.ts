import { count } from './plural.js';
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
  // The database cannot be reached for the moment (decisions §16): every call answers 503 with it.
  serviceUnavailable: 'Serviciul este temporar indisponibil. Încercați din nou.',
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
  paramAutoReleaseHour:
    'Eroare la actualizarea parametrilor! Ora anulării automate trebuie să fie între 8 și 23, sau -1 pentru a o dezactiva.',
  paramRoomReleaseMinutes:
    'Eroare la actualizarea parametrilor! Minutele după care o sală neocupată se eliberează trebuie să fie între 5 și 60, sau -1 pentru a dezactiva eliberarea.',
  paramPermanentCars:
    'Eroare la actualizarea parametrilor! Numărul maxim de mașini cu acces permanent nu poate depăși numărul maxim de locuri de parcare.',
  paramPrioritySpaces:
    'Eroare la actualizarea parametrilor! Locurile prioritare (electricSpaces și accessibleSpaces) nu pot depăși împreună numărul maxim de locuri de parcare fără mașinile cu acces permanent.',
  // Retention (decisions §25): 0, or 6 to 120 months and never shorter than the tower's windows of both buildings.
  paramRetentionMonths:
    'Eroare la actualizarea parametrilor! Perioada de păstrare a datelor (retentionMonths) trebuie să fie 0, pentru a păstra totul, sau între 6 și 120 de luni.',
  paramRetentionTooShort:
    'Eroare la actualizarea parametrilor! Perioada de păstrare a datelor nu poate fi mai scurtă decât cea mai lungă dintre perioadele calculateIndisciplineDays, calculateSortingIndisciplineDays și banDays ale ambelor clădiri.',
  paramWindowBeyondRetention:
    'Eroare la actualizarea parametrilor! Perioada nu poate depăși perioada de păstrare a datelor (retentionMonths); măriți mai întâi perioada de păstrare.',
  buildingUnknown: 'Cladirea nu exista!',
  userNotFound: 'Utilizatorul nu a fost găsit.',
  usernameTaken: 'Numele de utilizator este deja folosit',
  emailTaken: 'Adresa de e-mail este deja folosită',
  groupUnknown: 'Grupul nu există',
  mainGroupNotInGroups: 'Grupul principal trebuie să fie unul dintre grupurile utilizatorului.',
  importFailed: 'Conturile nu au putut fi create',
  // Tower users added by an administrator (tower §5, §8).
  allFieldsRequired: 'Toate câmpurile sunt obligatorii!',
  userAdded: 'Utilizatorul a fost adăugat cu succes!',
  userAddFailed: 'A apărut o eroare la adăugarea utilizatorului!',
  usersAdded: (n: number) => (n === 1 ? 'A fost adăugat 1 utilizator.' : `Au fost adăugați ${count(n, 'utilizator', 'utilizatori')}.`),
  // Users administration (decisions §9); the success and failure sentences are flex-office §8's.
  userUpdated: 'Utilizatorul a fost actualizat cu succes!',
  userUpdateFailed: 'A intervenit o eroare la actualizarea utilizatorului!',
  userDeleted: 'Utilizatorul a fost șters cu succes!',
  resetFailed: 'A intervenit o eroare la resetarea parolei!',
  // setRandomPassword: the e-mail goes through the outbox, after the change committed (issue #20).
  randomPasswordQueued: 'Parola a fost schimbată. E-mailul cu noua parolă a fost pus în coada de trimitere.',
  cannotDeleteSelf: 'Nu vă puteți șterge propriul cont.',
  // An account's deactivation and reactivation (decisions §25).
  userDeactivated: 'Contul a fost dezactivat, iar rezervările lui de acum înainte au fost anulate.',
  userReactivated: 'Contul a fost reactivat.',
  cannotDeactivateSelf: 'Nu vă puteți dezactiva propriul cont.',
  accountDeactivated: 'Contul dumneavoastră este dezactivat. Contactați administratorul.',
  // A person's erasure (decisions §25): for good, so an erased account is neither reactivated nor erased again.
  userErased: 'Datele persoanei au fost șterse definitiv.',
  accountErased: 'Datele acestei persoane au fost șterse definitiv; contul nu mai poate fi folosit.',
  cannotEraseSelf: 'Nu vă puteți șterge propriile date.',
  buildingListEmpty: 'Utilizatorul trebuie să aibă acces la cel puțin o clădire.',
  userOtherBuilding: 'Puteți administra doar utilizatorii clădirilor pe care le administrați.',
  // #38 point 10: an account also of another building, or of none ('0'), is role admin's (decisions §9, Session 4).
  userBeyondMyBuildings:
    'Contul nu aparține doar clădirilor pe care le administrați; doar un administrator al aplicației îl poate modifica.',
  onlyAdminGrantsAdmin: 'Doar un administrator poate acorda sau retrage drepturi de administrator.',
  onlyAdminGrantsManager: 'Doar un administrator poate acorda rolul de manager sau gestionarea unui grup.',
  unconfirmedTitle: 'Parolă generată automat',
  unconfirmedBody: 'Parola contului dumneavoastră a fost generată automat. Vă rugăm să o schimbați.',
  // The map is a computer view (flex-office §1), but the phone page books without it (decisions §19, #39 point 3).
  phoneNotice: 'Harta birourilor este disponibilă doar pe calculator. Pe telefon puteți rezerva mai jos, fără hartă.',
  noBuildingAccess: 'Nu aveți acces la această clădire',
  testClockOff: 'Ceasul de test nu este activ.',
  // Groups administration and the managers' projects (decisions §9, flex-office §8).
  groupCreated: 'Departamentul a fost adăugat cu succes!',
  groupCreateFailed: 'A intervenit o eroare la crearea departamentului!',
  groupParkingUpdated: 'Setările parcării au fost actualizate cu succes!',
  groupParkingFailed: 'A apărut o eroare la actualizarea setărilor parcării!',
  groupUpdated: 'Grupul a fost actualizat cu succes!',
  groupDeleted: 'Grupul a fost șters cu succes!',
  groupNameTaken: 'Există deja un departament sau proiect cu acest nume!',
  // Issue #20: an update is made on the group as it was read (its `version`).
  groupChanged: 'Grupul a fost modificat între timp. Reîncărcați pagina.',
  groupVersionMissing: 'Lipsește versiunea grupului citită („version”). Reîncărcați pagina.',
  groupUserUnknown: (id: string) => `Utilizatorul „${id}” nu există.`,
  groupDeskUnknown: (id: string) => `Biroul „${id}” nu există.`,
  groupRoomUnknown: (id: string) => `Sala „${id}” nu există.`,
  // The mapping of the identity provider's groups (decisions §25, #46).
  providerGroupSaved: 'Grupurile din furnizorul de identitate au fost actualizate.',
  providerGroupDeleted: 'Asocierea grupului din furnizorul de identitate a fost ștearsă.',
  mappedGroupUnknown: (id: string) => `Grupul „${id}” nu există.`,
  mappedGroupOtherBuilding: (id: string) => `Grupul „${id}” aparține unei clădiri pe care nu o administrați.`,
  projectDeskAdded: 'Biroul a fost adăugat cu succes!',
  projectDeskAddFailed: 'Biroul nu a putut fi adăugat!',
  projectDeskRemoved: 'Biroul a fost scos cu succes din proiect!',
  projectDeskRemoveFailed: 'Biroul nu a putut fi scos din proiect!',
  projectNotManaged: 'Puteți modifica doar proiectele pe care le gestionați.',
  projectDeskNotYours: 'Puteți adăuga doar birouri ale departamentelor pe care le gestionați.',
  projectDeskNotInProject: 'Biroul nu face parte din acest proiect.',
  // Issue #38, point 11: the Idempotency-Key of a booking or a cancellation (domain/api/idempotent.ts).
  idempotencyKeyInvalid:
    'Antetul Idempotency-Key nu este valid: trebuie să aibă între 8 și 128 de caractere, numai litere fără diacritice, cifre, „-” și „_”.',
  idempotencyKeyReused:
    'Cheia Idempotency-Key a fost deja folosită de dumneavoastră pentru o altă cerere. Folosiți o cheie nouă pentru fiecare acțiune.',
  // The person's language (decisions §22): a value other than 'ro' or 'en', or none, on POST /api/users/language or the login.
  languageInvalid: 'Limba aleasă nu este disponibilă. Alegeți „ro” (română) sau „en” (engleză).',
} as const;
export const APP_REASON = reasonsOf('app', MSG);

export type MessageKey = keyof typeof MSG;
