import { toBuildingSettings, type BuildingSettings } from '../../domain/settings.js';
import type { BuildingCode } from '../../domain/buildings.js';
import type { Queryable } from '../db/connection.js';

/** A building's settings, typed and with every default applied (domain/settings.ts): the one way rules read them. */
export async function buildingSettings(q: Queryable, building: BuildingCode): Promise<BuildingSettings> {
  const { rows } = await q.query<{ name: string; value: unknown }>('SELECT name, value FROM settings WHERE building = $1', [building]);
  return toBuildingSettings(Object.fromEntries(rows.map((r) => [r.name, r.value])));
}

/** Every stored setting of both buildings, as GET /api/config lists them. */
export async function allSettings(q: Queryable): Promise<{ building: BuildingCode; name: string; value: number | string }[]> {
  const { rows } = await q.query<{ building: BuildingCode; name: string; value: number | string }>(
    'SELECT building, name, value FROM settings ORDER BY building, name',
  );
  return rows;
}

/** Locks a building's row: changes of its settings, which check one another, happen one at a time. */
export async function lockBuildingSettings(q: Queryable, building: BuildingCode): Promise<void> {
  await q.query('SELECT code FROM buildings WHERE code = $1 FOR UPDATE', [building]);
}

/** Writes a value unless the building already has one. */
export async function insertSettingIfMissing(q: Queryable, building: BuildingCode, name: string, value: number | string): Promise<void> {
  await q.query('INSERT INTO settings (building, name, value) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    building,
    name,
    JSON.stringify(value),
  ]);
}

/** Writes a value, replacing the one stored; `at` is when it changed (kept when the value is the same). */
export async function upsertSetting(q: Queryable, building: BuildingCode, name: string, value: number | string, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO settings (building, name, value, changed_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (building, name) DO UPDATE SET value = EXCLUDED.value,
       changed_at = CASE WHEN settings.value = EXCLUDED.value THEN settings.changed_at ELSE EXCLUDED.changed_at END`,
    [building, name, JSON.stringify(value), at],
  );
}

/** When a parameter's stored value last changed through the API; null for a default or a value written otherwise. */
export async function settingChangedAt(q: Queryable, building: BuildingCode, name: string): Promise<Date | null> {
  const { rows } = await q.query<{ changed_at: Date | null }>('SELECT changed_at FROM settings WHERE building = $1 AND name = $2', [
    building,
    name,
  ]);
  return rows[0]?.changed_at ? new Date(rows[0].changed_at) : null;
}

/** Removes a stored value (a weekday capacity cleared: the default applies again). */
export async function deleteSetting(q: Queryable, building: BuildingCode, name: string): Promise<void> {
  await q.query('DELETE FROM settings WHERE building = $1 AND name = $2', [building, name]);
}
