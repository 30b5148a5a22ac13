import { z } from 'zod';
import { NUMERIC_SETTINGS, STRING_SETTINGS } from '../settings.js';

// The answers of the configuration calls (flex-office §9, decisions §6 and §7). The server
// serialises its answers from these and the web imports their inferred types.

/** The parameters the server knows (domain/settings.ts); no other is stored. */
export const settingName = z.enum([...NUMERIC_SETTINGS, ...STRING_SETTINGS]).meta({
  id: 'SettingName',
  description: 'A configuration parameter: the rules of the flexible office (building 1) and of the tower (building 2).',
  example: 'maxDaysRoom',
});

const building = z.enum(['1', '2']);

/** A stored parameter of one building, as GET /api/config lists it. */
export const configParamAnswer = z
  .object({
    name: settingName,
    /** A number, or a text (sendParkingListToEmail). */
    value: z.union([z.number(), z.string()]),
    building,
  })
  .meta({
    id: 'ConfigParam',
    description:
      "A parameter of one building and its stored value. A weekday's capacity that is not set is not listed: that day has maxParkingSpaces.",
    example: { name: 'maxDaysRoom', value: 30, building: '1' },
  });
export type ConfigParamAnswer = z.infer<typeof configParamAnswer>;

export const configParamListAnswer = z.array(configParamAnswer);

/** A parameter as changed: `value` null when a weekday's capacity was cleared. */
export const configParamChangeAnswer = z
  .object({
    name: settingName,
    /** A number or null (a weekday's capacity cleared), or a text. Null sits on the number: OpenAPI 3.0 allows `nullable` only beside a `type`. */
    value: z.union([z.number().nullable(), z.string()]),
    building,
  })
  .meta({
    id: 'ConfigParamChange',
    description:
      "A parameter as saved, its value normalised; null when a weekday's capacity was cleared (the day has maxParkingSpaces again).",
    example: { name: 'maxParkingSpacesFriday', value: 40, building: '2' },
  });
export type ConfigParamChange = z.infer<typeof configParamChangeAnswer>;
