import type { ConfigParam } from '../../../domain/settings.js';
import { api } from './client.js';

/** GET /config: the parameters of both buildings. */
export const settingsList = () => api.get<ConfigParam[]>('/config');

export const SETTINGS_KEY = ['config'] as const;
