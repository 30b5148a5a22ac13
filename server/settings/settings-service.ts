import { AUDIT_KIND } from '../../domain/audit.js';
import { OFFICE, TOWER } from '../../domain/buildings.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import { normaliseSettingValue, settingRefusal } from '../../domain/settings-checks.js';
import type { ConfigParamAnswer, ConfigParamChange } from '../../domain/schemas/settings-answers.js';
import { isRetentionWindow, retentionProblem } from '../../domain/privacy/retention.js';
import {
  defaultSettings,
  isSettingName,
  PRODUCT_SETTINGS,
  settingOfBuilding,
  type ConfigParam,
  type SettingName,
} from '../../domain/settings.js';
import { isAdminOf } from '../../domain/policy.js';
import type { Caller } from '../identity/actor.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { badRequest, forbidden } from '../errors.js';
import { recordAudit } from '../audit/audit-service.js';
import { allSettings, buildingSettings, deleteSetting, insertSettingIfMissing, lockBuildingSettings, upsertSetting } from './queries.js';

/** Writes the defaults of both specifications for each building, keeping values already set. */
export async function ensureDefaultSettings(q: Queryable, supportEmail: string): Promise<void> {
  for (const building of [OFFICE, TOWER]) {
    for (const [name, value] of Object.entries(defaultSettings(supportEmail)))
      if (settingOfBuilding(name as SettingName, building)) await insertSettingIfMissing(q, building, name, value);
  }
}

/** Every stored parameter of both buildings; a row of a parameter the server no longer knows is left out. */
export async function listSettings(ctx: AppContext): Promise<ConfigParamAnswer[]> {
  const params: ConfigParamAnswer[] = [];
  for (const r of await allSettings(ctx.db)) if (isSettingName(r.name)) params.push({ name: r.name, value: r.value, building: r.building });
  return params;
}

/** An administrator of the building changes one parameter, checked against the building's other values. */
export async function updateSetting(ctx: AppContext, me: Caller, p: ConfigParam): Promise<ConfigParamChange> {
  return ctx.db.transaction(async (tx) => {
    // Retention and the tower's windows check one another across both buildings (decisions §25): both
    // buildings' rows are locked, building 1's first as every change takes them, so neither side slips past.
    const crossed = p.name === 'retentionMonths' || isRetentionWindow(p.name);
    await lockBuildingSettings(tx, crossed ? OFFICE : p.building);
    if (crossed) await lockBuildingSettings(tx, TOWER);
    if (!isAdminOf(me.actor, p.building)) throw forbidden();
    if (!isSettingName(p.name) || !settingOfBuilding(p.name, p.building)) throw badRequest(MSG.unknownParam, APP_REASON.unknownParam);
    // A setting of the whole product governs both buildings' data: role admin only.
    if (PRODUCT_SETTINGS.includes(p.name) && me.actor.role !== 'admin') throw forbidden();
    const current = await buildingSettings(tx, p.building);
    // The retention's own refusals first, each with its reason; then the bounds every parameter has.
    const whole = typeof p.value === 'string' && /^\s*-?\d+\s*$/.test(p.value) ? Number(p.value) : p.value;
    if (crossed && typeof whole === 'number' && Number.isInteger(whole)) {
      const office = p.building === OFFICE ? current : await buildingSettings(tx, OFFICE);
      const tower = p.building === TOWER ? current : await buildingSettings(tx, TOWER);
      const refusal = retentionProblem(p.name, whole, office, tower);
      if (refusal) throw badRequest(MSG[refusal], APP_REASON[refusal]);
    }
    const refusal = settingRefusal(p.name, p.value, current, p.building);
    // The priority spaces' refusal has a reason of its own (decisions §26); the others keep 'invalid'.
    if (refusal) throw badRequest(refusal.message, refusal.reason && APP_REASON[refusal.reason]);
    const value = normaliseSettingValue(p.name, p.value);
    // A cleared weekday capacity is no row at all: the day falls back to maxParkingSpaces.
    if (value === null) await deleteSetting(tx, p.building, p.name);
    else await upsertSetting(tx, p.building, p.name, value, ctx.clock.now());
    const before = current[p.name as keyof typeof current] ?? null;
    await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.settingsUpdate, `${p.building}/${p.name}`, { from: before, to: value });
    return { name: p.name, value, building: p.building };
  });
}
