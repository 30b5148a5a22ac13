import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { auditPage, type AuditQuery } from '@/api/audit.js';

// The audit log (decisions §12).

export const auditKeys = {
  all: ['audit'] as const,
  page: (query: AuditQuery) => [...auditKeys.all, query] as const,
};

/** One page of entries, newest first; the previous page stays on screen while the next loads. */
export const getAuditPageQueryOptions = (query: AuditQuery) =>
  queryOptions({ queryKey: auditKeys.page(query), queryFn: ({ signal }) => auditPage(query, signal), placeholderData: keepPreviousData });
