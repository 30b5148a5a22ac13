import { byId } from '../schemas/desks.js';
import { absenceBody, absencesQuery, patternBody, weekQuery } from '../schemas/week.js';
import {
  absenceAnswer,
  absenceListAnswer,
  absenceRecordedAnswer,
  patternAnswer,
  patternSavedAnswer,
  weekAnswer,
} from '../schemas/week-answers.js';
import { call } from './call.js';

// The week (decisions §20): the work pattern, absences and a person's week. Open to every signed-in
// person; the services check the building each part belongs to and whom an absence is for.
export const weekCalls = {
  'GET /pattern': call({ access: 'user', scope: 'read', answer: patternAnswer }),
  'POST /pattern/update': call({ access: 'user', scope: 'book', body: patternBody, answer: patternSavedAnswer, refusals: [403] }),
  'GET /absences': call({ access: 'user', scope: 'read', query: absencesQuery, answer: absenceListAnswer, refusals: [403, 404] }),
  'POST /absences/update': call({
    access: 'user',
    scope: 'book',
    body: absenceBody,
    answer: absenceRecordedAnswer,
    refusals: [403, 404, 409],
  }),
  'POST /absences/delete': call({ access: 'user', scope: 'book', body: byId, answer: absenceAnswer, refusals: [403, 404] }),
  'GET /week': call({ access: 'user', scope: 'read', query: weekQuery, answer: weekAnswer }),
};
