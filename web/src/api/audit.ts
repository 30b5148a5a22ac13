import type { AuditQuery } from '@domain/schemas/audit.js';
import { apiCall } from './client.js';

export type { AuditEntry, AuditPage } from '@domain/schemas/audit-answers.js';
export type { AuditQuery };

// The audit log (decisions §12), read-only, role admin only.

/** One page of entries, newest first. */
export const auditPage = (query: AuditQuery, signal?: AbortSignal) => apiCall('GET /audit', query, { signal });
