import { MSG } from '@domain/messages.js';
import { checkSettingValue, paramRangeMessage, SETTING_BOUNDS } from '@domain/settings-checks.js';
import type { BuildingSettings, NumericSetting } from '@domain/settings.js';
import { parameters } from '@/i18n/parameters.js';
import { translate } from '@/i18n/i18n.js';
import type { SettingField } from './setting-fields.js';

// A setting as typed in the Parametri form: what is stored, whether the text changes it, and
// the domain's own check of the value (the same one the server applies, decisions §9).

/** The stored value as the field shows it; an unset weekday capacity is empty. */
export function storedText(field: SettingField, settings: BuildingSettings): string {
  const v = settings[field.name as keyof BuildingSettings];
  return v === null || v === undefined ? '' : String(v);
}

/** Whether the typed text would change the stored value (spaces around it do not count). */
export function isChanged(field: SettingField, text: string, settings: BuildingSettings): boolean {
  return text.trim() !== storedText(field, settings);
}

/** The value sent to the server: a number for numeric settings, the text for the e-mail address, null for a weekday capacity left empty. */
export function draftValue(field: SettingField, text: string): number | string | null {
  const t = text.trim();
  if (field.optional && t === '') return null;
  return field.kind === 'email' || !/^-?\d+$/.test(t) ? t : Number(t);
}

/** The message of the first rule the typed value breaks, or null; unchanged text is never a problem. */
export function draftProblem(field: SettingField, text: string, settings: BuildingSettings): string | null {
  if (!isChanged(field, text, settings)) return null;
  const problem = checkSettingValue(field.name, draftValue(field, text), settings);
  return problem === null ? null : problemWords(field, problem);
}

/** The domain's sentence (Romanian, as the server words it) in the language active now (catalogue `admin`, issue #40). */
function problemWords(field: SettingField, problem: string): string {
  switch (problem) {
    case MSG.paramNotNumber:
      return translate(parameters, 'parameters.param.notNumber');
    case MSG.paramHour:
      return translate(parameters, 'parameters.param.hour');
    case MSG.paramEmail:
      return translate(parameters, 'parameters.param.email');
    case MSG.paramAutoReleaseHour:
      return translate(parameters, 'parameters.param.autoReleaseHour');
    case MSG.paramRoomReleaseMinutes:
      return translate(parameters, 'parameters.param.roomReleaseMinutes');
    case MSG.paramPermanentCars:
      return translate(parameters, 'parameters.param.permanentCars');
    case MSG.paramPrioritySpaces:
      return translate(parameters, 'parameters.param.prioritySpaces');
    case MSG.paramRetentionMonths:
      return translate(parameters, 'parameters.param.retentionMonths');
    case MSG.unknownParam:
      return translate(parameters, 'parameters.param.unknown');
  }
  const bounds = (SETTING_BOUNDS as Partial<Record<string, { min: number; max: number }>>)[field.name as NumericSetting];
  if (bounds && problem === paramRangeMessage(field.name, bounds.min, bounds.max))
    return translate(parameters, 'parameters.param.range', { name: field.name, ...bounds });
  return problem;
}
