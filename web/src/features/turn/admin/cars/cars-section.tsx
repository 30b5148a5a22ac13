import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { bucharestDay, formatDay } from '@domain/time.js';
import { brandLabel } from '@domain/tower/brands.js';
import { getAdminCarsQueryOptions } from '@/api/queries/tower-admin.js';
import { errorMessage } from '@/api/client.js';
import type { Car } from '@/api/tower.js';
import { DataTable } from '@/components/data-table.js';
import { useIsPhone } from '@/lib/use-is-phone.js';
import { NO_OWNER } from './car-edit.js';
import { carMatches } from './cars-list.js';

/** What kind of car it is: the two flags exclude each other (tower §4). */
const kindOf = (c: Car) => (c.permanent_access ? 'Acces permanent' : c.function_car ? 'Mașină de serviciu' : 'Personală');

const COLUMNS: GridColDef<Car>[] = [
  { field: 'license_plate', headerName: 'Nr. înmatriculare', flex: 1, minWidth: 120 },
  { field: 'brand', headerName: 'Marca', flex: 0.9, minWidth: 90, valueGetter: (v: string) => brandLabel(v) },
  // Permanent-access cars show the company label as their owner (tower §3): the server's `owner`.
  { field: 'owner', headerName: 'Proprietar', flex: 1.3, minWidth: 120, valueGetter: (v: string | null) => v ?? NO_OWNER },
  { field: 'kind', headerName: 'Tip', flex: 1, minWidth: 135, valueGetter: (_v: unknown, c: Car) => kindOf(c) },
  {
    field: 'active',
    headerName: 'Stare',
    flex: 0.9,
    minWidth: 100,
    valueGetter: (_v: unknown, c: Car) =>
      c.active ? 'Activă' : `Ștearsă${c.date_removed ? ` ${formatDay(bucharestDay(new Date(c.date_removed)))}` : ''}`,
  },
];
/** On a phone the table keeps the plate, the brand and the owner. */
const PHONE_HIDDEN = { kind: false, active: false };

/** Mașini (tower §2): every car, removed ones too, searched by brand or plate; a row opens the car. */
export function CarsSection() {
  const navigate = useNavigate();
  const phone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const cars = useQuery(getAdminCarsQueryOptions());
  const rows = useMemo(() => (cars.data ?? []).filter((c) => carMatches(c, search)), [cars.data, search]);
  // The search stays in the address, so that Back from a car finds the list as it was left.
  const open = (id: string) => void navigate(id, { state: { search: params.toString() } });

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        Mașini
      </Typography>
      <TextField
        type="search"
        label="Căutați după marcă sau număr"
        value={search}
        onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
        sx={{ maxWidth: 480 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
      />
      {cars.isError && <Alert severity="error">{errorMessage(cars.error)}</Alert>}
      <Box sx={{ height: 'calc(100vh - 260px)', minHeight: 420 }}>
        <DataTable<Car>
          aria-label="Mașini"
          columns={COLUMNS}
          columnVisibilityModel={phone ? PHONE_HIDDEN : {}}
          rows={rows}
          getRowId={(c) => c._id}
          loading={cars.isPending}
          initialState={{
            sorting: { sortModel: [{ field: 'license_plate', sort: 'asc' }] },
            pagination: { paginationModel: { pageSize: 25, page: 0 } },
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
