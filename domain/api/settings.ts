import { configParamChangeAnswer, configParamListAnswer } from '../schemas/settings-answers.js';
import { configParamSchema } from '../schemas/settings.js';
import { call } from './call.js';

export const settingsCalls = {
  'GET /config': call({ access: 'user', scope: 'read', answer: configParamListAnswer }),
  'POST /config/update': call({ access: 'buildingAdmin', scope: 'admin', body: configParamSchema, answer: configParamChangeAnswer }),
};
