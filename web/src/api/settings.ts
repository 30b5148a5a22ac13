import type { ConfigParam } from '../../../domain/settings.js';
import { api } from './client.js';

/** GET /config: the parameters of both buildings. */
export const settingsList = () => api.get<ConfigParam[]>('/config');

/** POST /config/update: one parameter of one building (administrators of that building). */
export const updateSetting = (p: ConfigParam) => api.post<ConfigParam>('/config/update', p);

export const SETTINGS_KEY = ['config'] as const;
