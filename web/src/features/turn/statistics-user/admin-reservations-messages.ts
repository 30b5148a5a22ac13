// Texts of the administrators' reservations screen (/turn/statisticsUser). The failures are the
// specification's (tower §8); the rest it leaves unwritten.
export const ADMIN_RESERVATIONS_UI = {
  title: 'Rezervări utilizatori',
  intro: 'Rezervările de parcare ale utilizatorilor, în ordinea datei. Anulatele nu apar.',
  editFailed: 'A apărut o eroare la editarea rezervării!',
  deleteFailed: 'A apărut o eroare la ștergerea rezervării!',
  deleted: 'Rezervarea a fost ștearsă.',
  chooseUser: 'Alegeți un utilizator.',
  noActiveCars: 'Utilizatorul nu are nicio mașină activă.',
  noRows: 'Nicio rezervare pentru filtrele alese.',
} as const;
