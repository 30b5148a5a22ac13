import { dayRoundsAnswer, roundsExportQuery, roundsQuery } from '../schemas/tower-rounds-answers.js';
import { call, file } from './call.js';

// The administrators' view of a day's rounds (decisions §26, issue #47 point 4): administrators of
// the tower only, since an entry says whether its requester needs an accessible space (health data).
export const towerRoundCalls = {
  'GET /reservations/parking/rounds': call({ access: 'admin:2', scope: 'read', query: roundsQuery, answer: dayRoundsAnswer }),
  'GET /reservations/parking/rounds/export': call({ access: 'admin:2', scope: 'read', query: roundsExportQuery, answer: file('sheet') }),
};
