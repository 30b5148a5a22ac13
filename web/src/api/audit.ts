import type { AuditPage } from '@domain/schemas/audit-answers.js';
import { api, queryString } from './client.js';

export type { AuditEntry, AuditPage } from '@domain/schemas/audit-answers.js';

// The audit log (decisions §12), read-only, role admin only.

export interface AuditQuery {
  /** Bucharest days YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  actor?: string;
  kind?: string;
  offset: number;
  limit: number;
}

/** One page of entries, newest first. */
export const auditPage = (query: AuditQuery, signal?: AbortSignal) => api.get<AuditPage>(`/audit?${queryString(query)}`, { signal });
