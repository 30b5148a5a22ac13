import type { BuildingCode } from '../../../domain/buildings.js';
import { settingsOfBuilding, type BuildingSettings, type ConfigParam } from '../../../domain/settings.js';
import { api } from './client.js';

/** GET /config: the parameters of both buildings. */
export const settingsList = () => api.get<ConfigParam[]>('/config');

/** POST /config/update: one parameter of one building (administrators of that building). */
export const updateSetting = (p: ConfigParam) => api.post<ConfigParam>('/config/update', p);

export const SETTINGS_KEY = ['config'] as const;

/** One building's settings, typed, with the defaults of domain/settings.ts, out of the one GET /config cache. */
export function buildingSettingsQuery(building: BuildingCode) {
  return {
    queryKey: SETTINGS_KEY,
    queryFn: settingsList,
    staleTime: 60_000,
    select: (list: ConfigParam[]): BuildingSettings => settingsOfBuilding(list, building),
  };
}
