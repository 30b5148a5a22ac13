import { z } from 'zod';
import { followingBody, nearDesksQuery, teamWeekQuery } from '../schemas/team.js';
import { followedAnswer, nearDeskAnswer, teamWeekAnswer } from '../schemas/team-answers.js';
import { call } from './call.js';

// The team's week and colleagues (decisions §21): open to those who may enter building 1; the
// services check which groups the caller may see and whom they may follow.
export const teamCalls = {
  'GET /team-week': call({
    access: 'member:1',
    scope: 'read',
    query: teamWeekQuery,
    answer: teamWeekAnswer,
    refusals: [403, 404],
    snapshot: true,
  }),
  'GET /following': call({ access: 'member:1', scope: 'read', answer: z.array(followedAnswer) }),
  'POST /following/update': call({
    access: 'member:1',
    scope: 'book',
    body: followingBody,
    answer: z.array(followedAnswer),
    refusals: [400],
  }),
  'GET /desks/near': call({ access: 'member:1', scope: 'read', query: nearDesksQuery, answer: z.array(nearDeskAnswer), refusals: [404] }),
};
