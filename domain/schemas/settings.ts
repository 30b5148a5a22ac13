import type { ConfigParam } from '../settings.js';
import { z } from '../zod-ro.js';

/** POST /api/config/update: one parameter {name, value, building}; value null clears a weekday capacity. */
export const configParamSchema = z.object({
  name: z.string().min(1),
  // Null sits on the number (a weekday's capacity cleared): OpenAPI 3.0 allows `nullable` only beside a `type`.
  value: z.union([z.number().nullable(), z.string()]),
  building: z.enum(['1', '2']),
}) satisfies z.ZodType<ConfigParam>;
