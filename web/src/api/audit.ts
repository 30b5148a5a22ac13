import { api, queryString } from './client.js';

// The audit log (decisions §12), read-only, role admin only.

export interface AuditEntry {
  at: string;
  actorUuid: string;
  actorName: string;
  kind: string;
  target: string;
  /** The person's name when the entry is about a user (issue #21). */
  targetName: string | null;
  details: Record<string, unknown>;
}

export interface AuditQuery {
  /** Bucharest days YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  actor?: string;
  kind?: string;
  offset: number;
  limit: number;
}

export interface AuditPage {
  total: number;
  rows: AuditEntry[];
  /** The names of the people whose UUIDs the page's entries hold. */
  names: Record<string, string>;
}

/** One page of entries, newest first. */
export const auditPage = (query: AuditQuery, signal?: AbortSignal) => api.get<AuditPage>(`/audit?${queryString(query)}`, { signal });

export const AUDIT_KEY = ['audit'] as const;
