import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { OFFICE } from '../../../../../../domain/buildings.js';
import type { UserInfo } from '../../../../../../domain/schemas/accounts.js';
import { USER_SORTS } from '../../../../../../domain/schemas/users-admin.js';
import { errorMessage } from '../../../../api/client.js';
import { usersPage, USERS_KEY } from '../../../../api/users-admin.js';
import { DataTable, PAGE_SIZES } from '../../../../components/data-table.js';
import { allGroupsQuery } from './groups-query.js';
import { ROLE_LABELS } from './user-form.js';
import { useDebouncedValue } from './use-debounced-value.js';

type Sort = (typeof USER_SORTS)[number];

/** The table's state lives in the address, so that Back from a user's detail finds the same page. */
function tableState(params: URLSearchParams) {
  const size = Number(params.get('n'));
  const sort = params.get('sort') as Sort | null;
  return {
    q: params.get('q') ?? '',
    page: Math.max(0, Math.floor(Number(params.get('p')) || 0)),
    pageSize: PAGE_SIZES.includes(size) ? size : 25,
    sort: sort && USER_SORTS.includes(sort) ? sort : 'name',
    order: params.get('order') === 'desc' ? ('desc' as const) : ('asc' as const),
  };
}
type TableState = ReturnType<typeof tableState>;

const yesNo = (v: boolean) => (v ? 'Da' : 'Nu');

/**
 * The flexible office's people (flex-office §2 "Users: list and detail"): one page at a time,
 * sorted and searched on the server (name, user name or e-mail, ignoring case and diacritics),
 * so that a company of 10,000 lists at once. A row opens the person's detail.
 */
export function UsersSection() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = tableState(params);
  const [text, setText] = useState(state.q);
  const search = useDebouncedValue(text.trim());

  const update = (patch: Partial<TableState>) => {
    const next = { ...state, ...patch };
    const out = new URLSearchParams();
    if (next.q) out.set('q', next.q);
    if (next.page) out.set('p', String(next.page));
    if (next.pageSize !== 25) out.set('n', String(next.pageSize));
    if (next.sort !== 'name') out.set('sort', next.sort);
    if (next.order === 'desc') out.set('order', 'desc');
    setParams(out, { replace: true });
  };
  // A new search starts on its first page.
  useEffect(() => {
    if (search !== state.q) update({ q: search, page: 0 });
  }, [search]);

  const query = { building: OFFICE, q: state.q || undefined, offset: state.page * state.pageSize, limit: state.pageSize, sort: state.sort, order: state.order } as const;
  const users = useQuery({
    queryKey: [...USERS_KEY, 'page', query],
    queryFn: ({ signal }) => usersPage(query, signal),
    placeholderData: keepPreviousData,
  });
  const groups = useQuery(allGroupsQuery);
  // The grid keeps its page while the next one loads only if the count stays put.
  const total = useRef(0);
  if (users.data) total.current = users.data.total;

  const groupName = useMemo(() => new Map((groups.data ?? []).map((g) => [g._id, g.name])), [groups.data]);
  const columns = useMemo<GridColDef<UserInfo>[]>(
    () => [
      { field: 'name', headerName: 'Nume', flex: 1.2, minWidth: 150 },
      { field: 'username', headerName: 'Nume de utilizator', flex: 1, minWidth: 130 },
      { field: 'email', headerName: 'E-mail', flex: 1.4, minWidth: 170 },
      { field: 'mainGroup', headerName: 'Grup principal', flex: 1, minWidth: 130, sortable: false, valueGetter: (v: string | null) => (v ? (groupName.get(v) ?? v) : '') },
      { field: 'role', headerName: 'Rol', width: 110, sortable: false, valueGetter: (v: UserInfo['role']) => ROLE_LABELS[v] },
      { field: 'parkingRight', headerName: 'Parcare', description: 'Drept la loc de parcare', width: 90, sortable: false, valueGetter: yesNo },
      {
        field: 'tower', headerName: 'Turn', description: 'Acces în Turn', width: 80, sortable: false,
        valueGetter: (_v: unknown, row: UserInfo) => yesNo(row.building === '2' || row.buildingList.includes('2')),
      },
    ],
    [groupName],
  );

  const open = (uuid: string) => void navigate(uuid);
  const paginationModel: GridPaginationModel = { page: state.page, pageSize: state.pageSize };
  const sortModel: GridSortModel = [{ field: state.sort, sort: state.order }];

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        Utilizatori
      </Typography>
      <TextField
        type="search"
        label="Căutați utilizatori"
        placeholder="Nume, nume de utilizator sau e-mail"
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ maxWidth: 480 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search /></InputAdornment> } }}
      />
      {users.isError && <Alert severity="error">{errorMessage(users.error)}</Alert>}
      <Box sx={{ height: 'calc(100vh - 260px)', minHeight: 420 }}>
        <DataTable<UserInfo>
          aria-label="Utilizatori"
          columns={columns}
          rows={users.data?.rows ?? []}
          getRowId={(r) => r.uuid}
          loading={users.isFetching}
          rowCount={users.data?.total ?? total.current}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          sortingOrder={['asc', 'desc']}
          paginationModel={paginationModel}
          onPaginationModelChange={(m) => update({ page: m.pageSize === state.pageSize ? m.page : 0, pageSize: m.pageSize })}
          sortModel={sortModel}
          onSortModelChange={(m) => {
            const first = m[0];
            if (first && USER_SORTS.includes(first.field as Sort)) update({ sort: first.field as Sort, order: first.sort === 'desc' ? 'desc' : 'asc', page: 0 });
          }}
          onRowClick={(p) => open(String(p.id))}
          onCellKeyDown={(p, e) => {
            if (e.key === 'Enter') open(String(p.id));
          }}
        />
      </Box>
    </Stack>
  );
}
