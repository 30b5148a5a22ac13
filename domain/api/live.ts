import { liveEventsQuery } from '../schemas/live.js';
import { call } from './call.js';

export const liveCalls = {
  'GET /events': call({ access: 'user', query: liveEventsQuery, answer: 'stream' }),
};
