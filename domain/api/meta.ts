import { metaAnswer } from '../schemas/meta-answers.js';
import { call } from './call.js';

export const metaCalls = {
  'GET /api/meta': call({ access: 'public', answer: metaAnswer }),
};
