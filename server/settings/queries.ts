import { toBuildingSettings, type BuildingSettings } from '../../domain/settings.js';
import type { BuildingCode } from '../../domain/buildings.js';
import type { Queryable } from '../db/connection.js';

/** A building's settings, typed and with every default applied (domain/settings.ts): the one way rules read them. */
export async function buildingSettings(q: Queryable, building: BuildingCode): Promise<BuildingSettings> {
  const { rows } = await q.query<{ name: string; value: unknown }>('SELECT name, value FROM settings WHERE building = $1', [building]);
  return toBuildingSettings(Object.fromEntries(rows.map((r) => [r.name, r.value])));
}
