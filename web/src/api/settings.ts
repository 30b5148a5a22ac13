import type { BuildingCode } from '../../../domain/buildings.js';
import type { ConfigParamAnswer, ConfigParamChange } from '../../../domain/schemas/settings-answers.js';
import { settingsOfBuilding, type BuildingSettings, type ConfigParam } from '../../../domain/settings.js';
import { api } from './client.js';

export type { ConfigParamAnswer, ConfigParamChange } from '../../../domain/schemas/settings-answers.js';

/** GET /config: the parameters of both buildings. */
export const settingsList = () => api.get<ConfigParamAnswer[]>('/config');

/** POST /config/update: one parameter of one building (administrators of that building). */
export const updateSetting = (p: ConfigParam) => api.post<ConfigParamChange>('/config/update', p);

export const SETTINGS_KEY = ['config'] as const;

/** One building's settings, typed, with the defaults of domain/settings.ts, out of the one GET /config cache. */
export function buildingSettingsQuery(building: BuildingCode) {
  return {
    queryKey: SETTINGS_KEY,
    queryFn: settingsList,
    staleTime: 60_000,
    select: (list: ConfigParamAnswer[]): BuildingSettings => settingsOfBuilding(list, building),
  };
}
