import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_PARAM, withFilters } from './url-filters.js';

// A table's order in the address (issue #21, point 8), beside its filters (url-filters.ts):
// /birouri/admin/manager?ordine=reservations.desc keeps the order across a reload or a link.

/** A table's order, '<column>.asc' or '<column>.desc' (ordine=reservations.desc). */
export interface SortOrder {
  field: string;
  sort: 'asc' | 'desc';
}

/** The order in the address, if its column is one of `fields`; else none (the table's own order). */
export function readSort(params: URLSearchParams, fields: readonly string[]): SortOrder[] {
  const m = /^(\w+)\.(asc|desc)$/.exec(params.get(FILTER_PARAM.sort) ?? '');
  return m && fields.includes(m[1]) ? [{ field: m[1], sort: m[2] as SortOrder['sort'] }] : [];
}

/** How an order is written in the address; '' for none. */
export function sortParam(order: readonly { field: string; sort?: 'asc' | 'desc' | null }[]): string {
  const first = order[0];
  return first?.sort ? `${first.field}.${first.sort}` : '';
}

/** A table's order kept in the address (a column among `fields`), and its setter for the table's onSortModelChange. */
export function useUrlSort(
  fields: readonly string[],
): [SortOrder[], (order: readonly { field: string; sort?: 'asc' | 'desc' | null }[]) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (order: readonly { field: string; sort?: 'asc' | 'desc' | null }[]) =>
      setParams((prev) => withFilters(prev, { sort: sortParam(order) }), { replace: true }),
    [setParams],
  );
  return [readSort(params, fields), set];
}
