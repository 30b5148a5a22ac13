import { deletionAnswer } from '../schemas/floors.js';
import { displayAnswer, displayPressAnswer, displaysAnswer, displayViewAnswer } from '../schemas/display-answers.js';
import { displayBookQuery, displayIdBody, displayIdParams, displaySecretParams, displayUpdateBody } from '../schemas/displays.js';
import { call } from './call.js';

// Displays (decisions §24): building 1's administrators make them; a display calls with the secret in its
// address and nothing else (access 'public': the service finds the display by the secret's hash, or answers 404).
export const displayCalls = {
  'GET /displays': call({ access: 'admin:1', scope: 'admin', answer: displaysAnswer }),
  'POST /displays/update': call({ access: 'admin:1', scope: 'admin', body: displayUpdateBody, answer: displayAnswer, refusals: [404] }),
  'POST /displays/:id/regenerate': call({
    access: 'admin:1',
    scope: 'admin',
    params: displayIdParams,
    answer: displayAnswer,
    refusals: [404],
  }),
  'POST /displays/delete': call({ access: 'admin:1', scope: 'admin', body: displayIdBody, answer: deletionAnswer, refusals: [404] }),
  'GET /display/:secret': call({
    access: 'public',
    scope: 'never',
    params: displaySecretParams,
    answer: displayViewAnswer,
    refusals: [404],
  }),
  'POST /display/:secret/book': call({
    access: 'public',
    scope: 'never',
    params: displaySecretParams,
    query: displayBookQuery,
    answer: displayPressAnswer,
    refusals: [404, 409],
  }),
  'POST /display/:secret/checkin': call({
    access: 'public',
    scope: 'never',
    params: displaySecretParams,
    answer: displayPressAnswer,
    refusals: [404, 409],
  }),
  'POST /display/:secret/release': call({
    access: 'public',
    scope: 'never',
    params: displaySecretParams,
    answer: displayPressAnswer,
    refusals: [404, 409],
  }),
  'GET /display/:secret/events': call({ access: 'public', scope: 'never', params: displaySecretParams, answer: 'stream', refusals: [404] }),
};
