import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useMemo } from 'react';
import { bucharestDay } from '@domain/time.js';
import { getAdminCarsQueryOptions } from '@/api/queries/tower-admin.js';
import type { Car } from '@/api/tower.js';
import { AdminList, type AdminListProps } from '@/components/admin-list/admin-list.js';
import { formatDay } from '@/i18n/dates.js';
import { towerAdmin, type TowerAdminKey } from '@/i18n/tower-admin.js';
import { useLanguage, useT, type Translate } from '@/i18n/use-t.js';
import { brandShown } from '../admin-words.js';
import { ownerLabel } from './car-edit.js';
import { carMatches } from './cars-list.js';

/** What kind of car it is: the two flags exclude each other (tower §4). */
const kindOf = (t: Translate<TowerAdminKey>, c: Car) =>
  t(c.permanent_access ? 'towerAdmin.cars.permanent' : c.function_car ? 'towerAdmin.cars.functionCar' : 'towerAdmin.cars.personal');

const statusOf = (t: Translate<TowerAdminKey>, c: Car) => {
  if (c.active) return t('towerAdmin.cars.active');
  return c.date_removed
    ? t('towerAdmin.cars.removedOn', { day: formatDay(bucharestDay(new Date(c.date_removed))) })
    : t('towerAdmin.cars.removed');
};

/** The columns in the person's language. */
const columnsOf = (t: Translate<TowerAdminKey>): GridColDef<Car>[] => [
  { field: 'license_plate', headerName: t('towerAdmin.cars.plate'), flex: 1, minWidth: 120 },
  { field: 'brand', headerName: t('towerAdmin.cars.brand'), flex: 0.9, minWidth: 90, valueGetter: (v: string) => brandShown(v) },
  // Permanent-access cars show the company label as their owner (tower §3): the server's `owner`.
  {
    field: 'owner',
    headerName: t('towerAdmin.cars.owner'),
    flex: 1.3,
    minWidth: 120,
    valueGetter: (v: string | null) => (v != null ? ownerLabel(v) : t('towerAdmin.cars.noOwner')),
  },
  { field: 'kind', headerName: t('towerAdmin.cars.kind'), flex: 1, minWidth: 135, valueGetter: (_v: unknown, c: Car) => kindOf(t, c) },
  {
    field: 'active',
    headerName: t('towerAdmin.cars.status'),
    flex: 0.9,
    minWidth: 100,
    valueGetter: (_v: unknown, c: Car) => statusOf(t, c),
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
  const t = useT(towerAdmin);
  const language = useLanguage();
  // The columns are made again when the language changes (t speaks the active one).
  const columns = useMemo(() => columnsOf(t), [language]);
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
      title={t('towerAdmin.console.cars')}
      searchLabel={t('towerAdmin.cars.search')}
      searchWidth={480}
      search={search}
      matches={carMatches}
      rows={cars.data ?? []}
      columns={columns}
      loading={cars.isPending}
      error={cars.error}
      phoneHidden={PHONE_HIDDEN}
      grid={GRID}
      onOpen={(c) => void navigate(c._id, { state: { search: params.toString() } })}
    />
  );
}
