import { metaAnswer } from '../schemas/meta-answers.js';
import { call } from './call.js';

export const metaCalls = {
  'GET /meta': call({ access: 'public', scope: 'read', answer: metaAnswer }),
};
