import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridColumnVisibilityModel, GridSortModel } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { UserInfo } from '../../../../../../domain/schemas/accounts.js';
import { USER_SORTS } from '../../../../../../domain/schemas/users-admin.js';
import { errorMessage } from '../../../../api/client.js';
import { usersPage, USERS_KEY } from '../../../../api/users-admin.js';
import { DataTable } from '../../../../components/data-table.js';
import { useIsPhone } from '../../../../lib/use-is-phone.js';
import { useDebouncedValue } from '../../../birouri/admin/users/use-debounced-value.js';
import type { FromList } from './tower-user-detail.js';
import { BUILDING_FILTERS, buildingNames, pageQuery, paramsOf, tableStateOf, type BuildingFilter, type Sort, type TableState } from './tower-users-table.js';

const yesNo = (v: boolean) => (v ? 'Da' : 'Nu');

const COLUMNS: GridColDef<UserInfo>[] = [
  { field: 'name', headerName: 'Nume', flex: 1.2, minWidth: 150 },
  { field: 'username', headerName: 'Nume de utilizator', flex: 1, minWidth: 140 },
  { field: 'email', headerName: 'E-mail', flex: 1.4, minWidth: 180 },
  { field: 'phoneNumber', headerName: 'Telefon', width: 130, sortable: false },
  { field: 'buildings', headerName: 'Clădiri', width: 150, sortable: false, valueGetter: (_v: unknown, row: UserInfo) => buildingNames(row) },
  { field: 'parkingRight', headerName: 'Drept de parcare', width: 130, sortable: false, valueGetter: yesNo },
];
/** On a phone the table keeps the name and the e-mail. */
const PHONE_HIDDEN = { username: false, phoneNumber: false, buildings: false, parkingRight: false };

/**
 * Utilizatori (tower §2 "Tower admin screen"): the users one page at a time, searched by name
 * and filtered by building on the server, so that a company's thousands list at once. A row
 * opens the user's detail.
 */
export function TowerUsersSection() {
  const navigate = useNavigate();
  const location = useLocation();
  const phone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const state = tableStateOf(params);
  const [text, setText] = useState(state.q);
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>({});
  const search = useDebouncedValue(text.trim());

  const update = (patch: Partial<TableState>) => setParams(paramsOf({ ...state, ...patch }), { replace: true });
  // A new search starts on its first page.
  useEffect(() => {
    if (search !== state.q) update({ q: search, page: 0 });
  }, [search]);

  const query = pageQuery(state);
  const users = useQuery({
    queryKey: [...USERS_KEY, 'page', query],
    queryFn: ({ signal }) => usersPage(query, signal),
    placeholderData: keepPreviousData,
  });
  // The grid keeps its page while the next one loads only if the count stays put.
  const total = useRef(0);
  if (users.data) total.current = users.data.total;

  // The detail's Back returns to this page, search and filter.
  const open = (uuid: string) => void navigate(uuid, { state: { list: `${location.pathname}${location.search}` } satisfies FromList });
  const sortModel: GridSortModel = [{ field: state.sort, sort: state.order }];

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        Utilizatori
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="search"
          label="Căutați după nume"
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ flexGrow: 1, maxWidth: 480 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search /></InputAdornment> } }}
        />
        <TextField
          select
          label="Clădirea"
          value={state.building}
          onChange={(e) => update({ building: e.target.value as BuildingFilter, page: 0 })}
          sx={{ minWidth: 200 }}
        >
          {BUILDING_FILTERS.map((f) => (
            <MenuItem key={f.value} value={f.value}>
              {f.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {users.isError && <Alert severity="error">{errorMessage(users.error)}</Alert>}
      <Box sx={{ height: 'calc(100vh - 280px)', minHeight: 420 }}>
        <DataTable<UserInfo>
          aria-label="Utilizatori"
          columns={COLUMNS}
          columnVisibilityModel={phone ? { ...PHONE_HIDDEN, ...visibility } : visibility}
          onColumnVisibilityModelChange={setVisibility}
          rows={users.data?.rows ?? []}
          getRowId={(r) => r.uuid}
          loading={users.isFetching}
          rowCount={users.data?.total ?? total.current}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          sortingOrder={['asc', 'desc']}
          paginationModel={{ page: state.page, pageSize: state.pageSize }}
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
