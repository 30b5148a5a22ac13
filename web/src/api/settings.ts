import type { ConfigParam } from '@domain/settings.js';
import { apiCall } from './client.js';

export type { ConfigParamAnswer, ConfigParamChange } from '@domain/schemas/settings-answers.js';

/** GET /config: the parameters of both buildings. */
export const settingsList = () => apiCall('GET /config');

/** POST /config/update: one parameter of one building (administrators of that building). */
export const updateSetting = (p: ConfigParam) => apiCall('POST /config/update', p);
