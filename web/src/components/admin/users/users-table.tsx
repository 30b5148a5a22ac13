import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridColumnVisibilityModel, GridSortModel } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { OFFICE } from '@domain/buildings.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { USER_SORTS } from '@domain/schemas/users-admin.js';
import { getUsersPageQueryOptions } from '@/api/queries/users-admin.js';
import { AdminList } from '@/components/admin-list/admin-list.js';
import { useDebouncedValue } from '@/lib/use-debounced-value.js';
import { admin } from '@/i18n/admin.js';
import { useT } from '@/i18n/use-t.js';
import type { FromList } from './user-detail-page.js';
import {
  BUILDING_FILTERS,
  pageQuery,
  paramsOf,
  tableStateOf,
  type BuildingFilter,
  type Sort,
  type TableOptions,
  type TableState,
} from './users-table-state.js';

interface Props {
  columns: GridColDef<UserInfo>[];
  options: TableOptions;
  searchLabel: string;
  searchPlaceholder?: string;
  /** Columns a phone hides unless the user shows them again. */
  phoneHidden?: GridColumnVisibilityModel;
}

/**
 * The consoles' users table: one page at a time, sorted, searched and filtered by building on
 * the server (so that a company's thousands list at once), its state in the address. A row
 * opens the user's detail, whose Back returns to this page, search and filter.
 */
export function UsersTable({ columns, options, searchLabel, searchPlaceholder, phoneHidden }: Props) {
  const t = useT(admin);
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const state = tableStateOf(params, options);
  const [text, setText] = useState(state.q);
  const search = useDebouncedValue(text.trim());

  const update = (patch: Partial<TableState>) => setParams(paramsOf({ ...state, ...patch }, options), { replace: true });
  // A new search starts on its first page.
  useEffect(() => {
    if (search !== state.q) update({ q: search, page: 0 });
  }, [search]);

  const query = pageQuery(state);
  const users = useQuery(getUsersPageQueryOptions(query));
  // The grid keeps its page while the next one loads only if the count stays put.
  const total = useRef(0);
  if (users.data) total.current = users.data.total;

  const open = (uuid: string) => void navigate(uuid, { state: { list: `${location.pathname}${location.search}` } satisfies FromList });
  const sortModel: GridSortModel = [{ field: state.sort, sort: state.order }];
  const filters = BUILDING_FILTERS.filter((f) => options.filters.includes(f.value));

  return (
    <AdminList<UserInfo>
      title={t('admin.users.title')}
      searchLabel={searchLabel}
      searchPlaceholder={searchPlaceholder}
      searchWidth={480}
      search={{ value: text, onChange: setText }}
      filters={
        <>
          {filters.length > 1 && (
            <TextField
              select
              label={t('admin.users.building')}
              value={state.building}
              onChange={(e) => update({ building: e.target.value as BuildingFilter, page: 0 })}
              sx={{ minWidth: 200 }}
            >
              {filters.map((f) => (
                <MenuItem key={f.value} value={f.value}>
                  {f.value === 'all'
                    ? t('admin.users.allBuildings')
                    : f.value === OFFICE
                      ? t('admin.building.office')
                      : t('admin.building.tower')}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            label={t('admin.users.state')}
            value={state.deactivated ? 'deactivated' : 'active'}
            onChange={(e) => update({ deactivated: e.target.value === 'deactivated', page: 0 })}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="active">{t('admin.users.active')}</MenuItem>
            <MenuItem value="deactivated">{t('admin.users.deactivatedList')}</MenuItem>
          </TextField>
        </>
      }
      rows={users.data?.rows ?? []}
      columns={columns}
      loading={users.isFetching}
      error={users.error}
      onOpen={(u) => open(u.uuid)}
      phoneHidden={phoneHidden}
      size={{ height: 'calc(100vh - 280px)', minHeight: 420 }}
      grid={{
        getRowId: (r) => r.uuid,
        rowCount: users.data?.total ?? total.current,
        paginationMode: 'server',
        sortingMode: 'server',
        filterMode: 'server',
        disableColumnFilter: true,
        sortingOrder: ['asc', 'desc'],
        paginationModel: { page: state.page, pageSize: state.pageSize },
        onPaginationModelChange: (m) => update({ page: m.pageSize === state.pageSize ? m.page : 0, pageSize: m.pageSize }),
        sortModel,
        onSortModelChange: (m) => {
          const first = m[0];
          if (first && USER_SORTS.includes(first.field as Sort))
            update({ sort: first.field as Sort, order: first.sort === 'desc' ? 'desc' : 'asc', page: 0 });
        },
      }}
    />
  );
}
