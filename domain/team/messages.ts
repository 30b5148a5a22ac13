import { reasonsOf } from '../reasons.js';

// The team's week and colleagues' refusals (decisions §21): our own sentences (the specifications
// have none for them), formal Romanian; the web words each by its reason.

/** How many colleagues a person may follow. */
export const MAX_FOLLOWED = 50;
/** How many free desks GET /api/desks/near answers at most. */
export const NEAR_DESKS = 5;
/** How many future days the office's forecast answers in one call. */
export const MAX_FORECAST_DAYS = 92;

export const TEAM_MSG = {
  notYourGroup: 'Puteți vedea doar săptămâna grupurilor din care faceți parte sau pe care le gestionați.',
  notOfficeGroup: 'Săptămâna echipei se poate vedea doar pentru grupurile clădirii CityOffices.',
  noGroup: 'Nu faceți parte din niciun grup: alegeți grupul a cărui săptămână doriți să o vedeți.',
} as const;
export const TEAM_REASON = reasonsOf('team', TEAM_MSG);

export const FOLLOW_MSG = {
  tooMany: `Puteți urmări cel mult ${MAX_FOLLOWED} de colegi.`,
  notColleague: 'Puteți urmări doar colegi din clădirea CityOffices.',
  self: 'Nu vă puteți urmări pe dumneavoastră.',
} as const;
export const FOLLOW_REASON = reasonsOf('following', FOLLOW_MSG);

export const FORECAST_MSG = {
  tooManyDays: `Prognoza poate cuprinde cel mult ${MAX_FORECAST_DAYS} de zile viitoare într-o cerere.`,
  notYourGroup: 'Puteți vedea gradul de ocupare doar pentru grupurile pe care le gestionați.',
} as const;
export const FORECAST_REASON = reasonsOf('forecast', FORECAST_MSG);
