import type { ConfigParam } from '../../../domain/settings.js';
import { api } from './client.js';

/** GET /config: the parameters of both buildings. */
export const settingsList = () => api.get<ConfigParam[]>('/config');

export const SETTINGS_KEY = ['config'] as const;

/** One building's numeric setting from the /config list, or the fallback. */
export function numericSetting(list: ConfigParam[] | undefined, building: '1' | '2', name: string, fallback: number): number {
  const v = list?.find((p) => p.building === building && p.name === name)?.value;
  return typeof v === 'number' ? v : fallback;
}
