import { z } from '../zod-ro.js';
import { dayString } from './desks.js';

/** `GET /api/audit` (decisions §12). */
export const auditQuery = z.object({
  from: dayString.optional(),
  to: dayString.optional(),
  actor: z.uuid().optional(),
  kind: z.string().min(1).max(60).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

/** The audit log's filter as the server understood it (offset and limit defaulted). */
export type AuditQuery = z.output<typeof auditQuery>;
