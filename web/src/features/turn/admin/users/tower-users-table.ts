import { BUILDINGS, OFFICE, TOWER } from '../../../../../../domain/buildings.js';
import type { UserInfo } from '../../../../../../domain/schemas/accounts.js';
import { USER_SORTS } from '../../../../../../domain/schemas/users-admin.js';
import { PAGE_SIZES } from '../../../../components/data-table.js';

// The tower console's users table: its state lives in the address (so that Back from a user's
// detail finds the same page, search and filter), and the page it asks the server for.

export type Sort = (typeof USER_SORTS)[number];
/** The building filter: everyone, or the users of one building. */
export type BuildingFilter = 'all' | typeof OFFICE | typeof TOWER;

export const BUILDING_FILTERS: { value: BuildingFilter; label: string }[] = [
  { value: 'all', label: 'Toate clădirile' },
  { value: OFFICE, label: BUILDINGS[OFFICE].name },
  { value: TOWER, label: BUILDINGS[TOWER].name },
];

export interface TableState {
  q: string;
  /** The tower console opens on the tower's users. */
  building: BuildingFilter;
  page: number;
  pageSize: number;
  sort: Sort;
  order: 'asc' | 'desc';
}

const DEFAULT: TableState = { q: '', building: TOWER, page: 0, pageSize: 25, sort: 'name', order: 'asc' };

export function tableStateOf(params: URLSearchParams): TableState {
  const size = Number(params.get('n'));
  const sort = params.get('sort') as Sort | null;
  const b = params.get('b');
  return {
    q: params.get('q') ?? '',
    building: BUILDING_FILTERS.some((f) => f.value === b) ? (b as BuildingFilter) : DEFAULT.building,
    page: Math.max(0, Math.floor(Number(params.get('p')) || 0)),
    pageSize: PAGE_SIZES.includes(size) ? size : DEFAULT.pageSize,
    sort: sort && USER_SORTS.includes(sort) ? sort : DEFAULT.sort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

/** The address of a state: only what differs from the defaults. */
export function paramsOf(s: TableState): URLSearchParams {
  const out = new URLSearchParams();
  if (s.q) out.set('q', s.q);
  if (s.building !== DEFAULT.building) out.set('b', s.building);
  if (s.page) out.set('p', String(s.page));
  if (s.pageSize !== DEFAULT.pageSize) out.set('n', String(s.pageSize));
  if (s.sort !== DEFAULT.sort) out.set('sort', s.sort);
  if (s.order !== DEFAULT.order) out.set('order', s.order);
  return out;
}

/** The page to ask GET /api/users for. */
export function pageQuery(s: TableState) {
  return {
    building: s.building === 'all' ? undefined : s.building,
    q: s.q || undefined,
    offset: s.page * s.pageSize,
    limit: s.pageSize,
    sort: s.sort,
    order: s.order,
  };
}

/** The buildings of a user by name ('CityOffices, Turn'), their main building first. */
export function buildingNames(u: Pick<UserInfo, 'building' | 'buildingList'>): string {
  const codes = [...new Set([u.building, ...u.buildingList])].filter((c): c is keyof typeof BUILDINGS => c in BUILDINGS);
  return codes.map((c) => BUILDINGS[c].name).join(', ');
}
