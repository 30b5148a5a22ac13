import { defaultSettings, checkSettingValue, isSettingName, normaliseSettingValue, type ConfigParam } from '../../domain/settings.js';
import { MSG } from '../../domain/messages.js';
import type { Queryable } from '../db/connection.js';
import { badRequest } from '../http/errors.js';

/** Writes the defaults of both specifications for each building, keeping values already set. */
export async function ensureDefaultSettings(q: Queryable, supportEmail: string): Promise<void> {
  for (const building of ['1', '2']) {
    for (const [name, value] of Object.entries(defaultSettings(supportEmail))) {
      await q.query('INSERT INTO settings (building, name, value) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        building,
        name,
        JSON.stringify(value),
      ]);
    }
  }
}

export async function listSettings(q: Queryable): Promise<ConfigParam[]> {
  const { rows } = await q.query<{ building: '1' | '2'; name: string; value: number | string }>(
    'SELECT building, name, value FROM settings ORDER BY building, name',
  );
  return rows.map((r) => ({ name: r.name, value: r.value, building: r.building }));
}

/** The settings of one building as a name → value map. */
export async function settingsOf(q: Queryable, building: '1' | '2'): Promise<Record<string, number | string>> {
  const { rows } = await q.query<{ name: string; value: number | string }>('SELECT name, value FROM settings WHERE building = $1', [building]);
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

export async function numericSetting(q: Queryable, building: '1' | '2', name: string, fallback: number): Promise<number> {
  const { rows } = await q.query<{ value: unknown }>('SELECT value FROM settings WHERE building = $1 AND name = $2', [building, name]);
  const v = rows[0]?.value;
  return typeof v === 'number' ? v : fallback;
}

export async function updateSetting(q: Queryable, p: ConfigParam): Promise<ConfigParam> {
  if (!isSettingName(p.name)) throw badRequest(MSG.unknownParam);
  const current = await settingsOf(q, p.building);
  const problem = checkSettingValue(p.name, p.value, current);
  if (problem) throw badRequest(problem);
  const value = normaliseSettingValue(p.name, p.value);
  await q.query(
    `INSERT INTO settings (building, name, value) VALUES ($1, $2, $3)
     ON CONFLICT (building, name) DO UPDATE SET value = EXCLUDED.value`,
    [p.building, p.name, JSON.stringify(value)],
  );
  return { name: p.name, value, building: p.building };
}
