import { OFFICE, TOWER, type BuildingCode } from '@domain/buildings.js';
import { USER_SORTS } from '@domain/schemas/users-admin.js';
import type { UsersPageQuery } from '@/api/users-admin.js';
import { PAGE_SIZES } from '@/components/data-table.js';

// The consoles' users table: its state lives in the address (so that Back from a user's detail
// finds the same page, search and filter), and the page it asks the server for. Each console
// chooses the buildings it may filter on and the one it opens on.

export type Sort = (typeof USER_SORTS)[number];
/** The building filter: everyone, or the users of one building. */
export type BuildingFilter = 'all' | BuildingCode;

/** The filters in their order; the table words them (catalogue `admin`). */
export const BUILDING_FILTERS: { value: BuildingFilter }[] = [{ value: 'all' }, { value: OFFICE }, { value: TOWER }];

export interface TableState {
  q: string;
  building: BuildingFilter;
  page: number;
  pageSize: number;
  sort: Sort;
  order: 'asc' | 'desc';
  /** The deactivated accounts instead of the active ones (decisions §25). */
  deactivated: boolean;
}

/** What a console's table opens on, and the building filters its address may choose. */
export interface TableOptions {
  building: BuildingFilter;
  filters: readonly BuildingFilter[];
}

const DEFAULT = { q: '', page: 0, pageSize: 25, sort: 'name', order: 'asc' } as const;

export function tableStateOf(params: URLSearchParams, opts: TableOptions): TableState {
  const size = Number(params.get('n'));
  const sort = params.get('sort') as Sort | null;
  const b = params.get('b') as BuildingFilter | null;
  return {
    q: params.get('q') ?? '',
    building: b && opts.filters.includes(b) ? b : opts.building,
    page: Math.max(0, Math.floor(Number(params.get('p')) || 0)),
    pageSize: PAGE_SIZES.includes(size) ? size : DEFAULT.pageSize,
    sort: sort && USER_SORTS.includes(sort) ? sort : DEFAULT.sort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    deactivated: params.get('d') === '1',
  };
}

/** The address of a state: only what differs from the defaults. */
export function paramsOf(s: TableState, opts: TableOptions): URLSearchParams {
  const out = new URLSearchParams();
  if (s.q) out.set('q', s.q);
  if (s.building !== opts.building) out.set('b', s.building);
  if (s.page) out.set('p', String(s.page));
  if (s.pageSize !== DEFAULT.pageSize) out.set('n', String(s.pageSize));
  if (s.sort !== DEFAULT.sort) out.set('sort', s.sort);
  if (s.order !== DEFAULT.order) out.set('order', s.order);
  if (s.deactivated) out.set('d', '1');
  return out;
}

/**
 * The page to ask GET /api/users for. A search left in the default order asks for no sort: the
 * server then lists the best matches first (the exact user name, then the exact e-mail, then a
 * name starting with it), by name after them (issue #21); the deactivated accounts, the latest
 * deactivated first.
 */
export function pageQuery(s: TableState): UsersPageQuery {
  const bestMatch = (!!s.q || s.deactivated) && s.sort === DEFAULT.sort && s.order === DEFAULT.order;
  return {
    building: s.building === 'all' ? undefined : s.building,
    q: s.q || undefined,
    offset: s.page * s.pageSize,
    limit: s.pageSize,
    sort: bestMatch ? undefined : s.sort,
    order: bestMatch ? undefined : s.order,
    ...(s.deactivated ? { deactivated: '1' as const } : {}),
  };
}
