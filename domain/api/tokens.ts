import { apiTokenAnswer, apiTokenCreatedAnswer, apiTokensAnswer, buildingTokensAnswer } from '../schemas/token-answers.js';
import { tokenCreateBody, tokenIdBody } from '../schemas/tokens.js';
import { call } from './call.js';

// Personal API tokens (decisions §23): made, listed and deleted by a signed-in person, never by a token.
export const tokenCalls = {
  'GET /tokens': call({ access: 'user', scope: 'never', answer: apiTokensAnswer }),
  'POST /tokens/create': call({
    access: 'user',
    scope: 'never',
    body: tokenCreateBody,
    answer: apiTokenCreatedAnswer,
    refusals: [403, 409],
  }),
  'POST /tokens/delete': call({ access: 'user', scope: 'never', body: tokenIdBody, answer: apiTokenAnswer, refusals: [404] }),
  'GET /tokens/all': call({ access: 'buildingAdmin', scope: 'never', answer: buildingTokensAnswer }),
};
