import { configParamChangeAnswer, configParamListAnswer } from '../schemas/settings-answers.js';
import { configParamSchema } from '../schemas/settings.js';
import { call } from './call.js';

export const settingsCalls = {
  'GET /api/config': call({ access: 'user', answer: configParamListAnswer }),
  'POST /api/config/update': call({ access: 'buildingAdmin', body: configParamSchema, answer: configParamChangeAnswer }),
};
