import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BuildingCode } from '@domain/buildings.js';
import { settingsOfBuilding, type BuildingSettings } from '@domain/settings.js';
import { settingsList, type ConfigParamAnswer } from '@/api/settings.js';

// GET /config: the parameters of both buildings, one cache for every screen that reads them.

export const settingsKeys = {
  all: ['config'] as const,
};

/** Every parameter of both buildings, as the server lists them. */
export const getSettingsQueryOptions = () => queryOptions({ queryKey: settingsKeys.all, queryFn: settingsList });

/** One building's settings, typed, with the defaults of domain/settings.ts, out of the one GET /config cache. */
export const getBuildingSettingsQueryOptions = (building: BuildingCode) =>
  queryOptions({
    ...getSettingsQueryOptions(),
    staleTime: 60_000,
    select: (list: ConfigParamAnswer[]): BuildingSettings => settingsOfBuilding(list, building),
  });

export const useBuildingSettings = (building: BuildingCode) => useQuery(getBuildingSettingsQueryOptions(building));
