// A module without the API client (whose words come from the catalogues, #40), so that
// e2e/tower-admin-users.spec.ts can read what the console says.

export const TOWER_USER_UI = {
  buildingTwice: 'Utilizatorul are deja acces la această clădire.',
  buildingUnknown: 'Această clădire nu există. Alegeți CityOffices sau Turn.',
  updateFailed: 'A apărut o eroare la actualizarea utilizatorului!',
} as const;
