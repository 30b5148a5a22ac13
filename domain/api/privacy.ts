import { z } from 'zod';
import { erasedUserAnswer } from '../schemas/accounts-answers.js';
import { userUuidBody } from '../schemas/users-admin.js';
import { call, file } from './call.js';

// A person's data and its erasure (decisions §25, #46 point 5). The whole of a person's data is for a
// session only: a personal API token, which may leak, reads no export and erases no one.
export const privacyCalls = {
  'GET /users/me/export': call({ access: 'user', scope: 'never', answer: file('json') }),
  'GET /users/:uuid/export': call({
    access: 'buildingAdmin',
    scope: 'never',
    params: z.object({ uuid: z.uuid() }),
    answer: file('json'),
    refusals: [404],
  }),
  'POST /users/erase': call({
    access: 'buildingAdmin',
    scope: 'never',
    body: userUuidBody,
    answer: erasedUserAnswer,
    refusals: [404, 409],
  }),
};
