import type { ConfigParam } from '@domain/settings.js';
import { api } from './client.js';

export type { ConfigParamAnswer, ConfigParamChange } from '@domain/schemas/settings-answers.js';

/** GET /config: the parameters of both buildings. */
export const settingsList = () => api.call('GET /api/config');

/** POST /config/update: one parameter of one building (administrators of that building). */
export const updateSetting = (p: ConfigParam) => api.call('POST /api/config/update', { body: p });
