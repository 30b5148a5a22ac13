import type { ConfigParam } from '../settings.js';
import { z } from '../zod-ro.js';

/** POST /api/config/update: one parameter {name, value, building}; value null clears a weekday capacity. */
export const configParamSchema = z.object({
  name: z.string().min(1),
  value: z.union([z.number(), z.string(), z.null()]),
  building: z.enum(['1', '2']),
}) satisfies z.ZodType<ConfigParam>;
