import { liveEventsQuery } from '../schemas/live.js';
import { call } from './call.js';

export const liveCalls = {
  'GET /events': call({ access: 'user', scope: 'never', query: liveEventsQuery, answer: 'stream' }),
};
