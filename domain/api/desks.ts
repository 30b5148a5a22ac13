import { z } from 'zod';
import { deskAnswer, deskHolderAnswer, deskMapAnswer } from '../schemas/desk-answers.js';
import { dateQuery, deskHoldersQuery, deskMapQuery, deskUpdate } from '../schemas/desks.js';
import { deletionAnswer, deskCreateBody, deskDeleteBody } from '../schemas/floors.js';
import { call } from './call.js';

export const deskCalls = {
  'GET /desks': call({ access: 'member:1', scope: 'read', query: deskMapQuery, answer: deskMapAnswer, snapshot: true }),
  'GET /desks/group/:groupId': call({
    access: 'member:1',
    scope: 'read',
    params: z.object({ groupId: z.string().min(1).max(100) }),
    query: dateQuery,
    answer: deskMapAnswer,
    snapshot: true,
  }),
  'GET /desks/holders': call({ access: 'member:1', scope: 'read', query: deskHoldersQuery, answer: z.array(deskHolderAnswer) }),
  'POST /desks/update': call({ access: 'admin:1', scope: 'admin', body: deskUpdate, answer: deskAnswer, refusals: [404] }),
  'POST /desks/create': call({ access: 'admin:1', scope: 'admin', body: deskCreateBody, answer: deskAnswer, refusals: [404, 409] }),
  'POST /desks/delete': call({ access: 'admin:1', scope: 'admin', body: deskDeleteBody, answer: deletionAnswer, refusals: [404] }),
};
