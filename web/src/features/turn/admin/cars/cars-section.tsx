import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { bucharestDay, formatDay } from '@domain/time.js';
import { brandLabel } from '@domain/tower/brands.js';
import { getAdminCarsQueryOptions } from '@/api/queries/tower-admin.js';
import type { Car } from '@/api/tower.js';
import { AdminList, type AdminListProps } from '@/components/admin-list/admin-list.js';
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
const GRID: AdminListProps<Car>['grid'] = {
  getRowId: (c: Car) => c._id,
  initialState: {
    sorting: { sortModel: [{ field: 'license_plate', sort: 'asc' }] },
    pagination: { paginationModel: { pageSize: 25, page: 0 } },
  },
};

/** Mașini (tower §2): every car, removed ones too, searched by brand or plate; a row opens the car. */
export function CarsSection() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const cars = useQuery(getAdminCarsQueryOptions());
  // The search stays in the address, so that Back from a car finds the list as it was left.
  const search = {
    value: params.get('q') ?? '',
    onChange: (q: string) => setParams(q ? { q } : {}, { replace: true }),
  };

  return (
    <AdminList<Car>
      title="Mașini"
      searchLabel="Căutați după marcă sau număr"
      searchWidth={480}
      search={search}
      matches={carMatches}
      rows={cars.data ?? []}
      columns={COLUMNS}
      loading={cars.isPending}
      error={cars.error}
      phoneHidden={PHONE_HIDDEN}
      grid={GRID}
      onOpen={(c) => void navigate(c._id, { state: { search: params.toString() } })}
    />
  );
}
