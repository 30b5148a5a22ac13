import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { usePickedUser } from '@/components/use-picked-user.js';
import { TOWER } from '@domain/buildings.js';
import { monthRange } from '@domain/date-range.js';
import { statisticsNamePeople } from '@domain/settings.js';
import { errorMessage } from '@/api/client.js';
import { useBuildingSettings } from '@/api/queries/settings.js';
import { exportPath } from '@/api/statistics.js';
import { getTowerReservationsQueryOptions } from '@/api/queries/tower-admin.js';
import type { TowerReservationRow } from '@/api/tower-statistics.js';
import { rangeOf } from '@/components/date-range-fields.js';
import { ExportButton } from '@/components/export-button.js';
import { useServerTime } from '@/lib/server-time.js';
import { useIsPhone } from '@/lib/use-is-phone.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { useUrlFilters } from '@/lib/url-filters.js';
import { useStatisticsQuery } from '@/lib/use-statistics-query.js';
import { formatDay } from '@/i18n/dates.js';
import { towerStatistics } from '@/i18n/tower-statistics.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { useTowerSettings } from '../tower-queries.js';
import { AddReservationDialog } from './add-reservation-dialog.js';
import { DeleteReservationDialog } from './delete-reservation-dialog.js';
import { EditCarDialog } from './edit-car-dialog.js';
import { readTowerReservationFilters, ReservationsFiltersBar, type ReservationFilters } from './reservations-filters.js';
import { PAGE_SIZES, ReservationsTable } from './reservations-table.js';
import { UserRating } from './user-rating.js';

/**
 * Seven columns and the actions need more than the 900 px column of the tower's pages: on a
 * computer this page takes up to 1200 px of the window, centred on that column.
 */
const WIDE = { width: 'min(1200px, calc(100vw - 48px))', position: 'relative', left: '50%', transform: 'translateX(-50%)' } as const;

/**
 * /turn/statisticsUser: the tower administrators' reservations (tower §2, §4; decisions §9,
 * §10). Live requests of a date range (the current month by default, as decisions §10 says;
 * the filters kept in the address), filtered by user or car,
 * by date, paged on the server; a request's car changed, a request deleted, requests added.
 * When the organisation chose statistics without names (decisions §25) the page says so: no
 * person's column, no filter by user or car, no change of car (it lists the owner's cars); a
 * request is still deleted, and requests are still added for a person chosen by name.
 */
export function TowerReservationsAdminPage() {
  const t = useT(towerStatistics);
  const language = useLanguage();
  usePageTitle(t('towerStatistics.users.title'));
  const time = useServerTime();
  const settings = useTowerSettings();
  const phone = useIsPhone();
  const sizes = phone ? PAGE_SIZES.phone : PAGE_SIZES.computer;
  const tower = useBuildingSettings(TOWER);
  const named = statisticsNamePeople(tower.data ?? { statisticsPerPerson: 1 });
  const [inAddress, setFilters] = useUrlFilters(readTowerReservationFilters);
  // Without names a person or car in the address is no filter: the server would refuse it.
  const filters = named ? inAddress : { ...inAddress, uuid: '', carId: '' };
  const person = usePickedUser(filters.uuid);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: sizes[0] });
  const [editing, setEditing] = useState<TowerReservationRow | null>(null);
  const [deleting, setDeleting] = useState<TowerReservationRow | null>(null);
  const [adding, setAdding] = useState(false);

  // A phone and a computer offer different page sizes: a size the layout lacks falls back to its first.
  const pageSize = (sizes as readonly number[]).includes(paging.pageSize) ? paging.pageSize : sizes[0];
  const today = time.today();
  const range = rangeOf(filters, monthRange(today));
  const chosen = { ...range, uuid: filters.uuid || undefined, carId: filters.carId || undefined };
  const query = { ...chosen, offset: paging.page * pageSize, limit: pageSize };
  // A person or car in the address waits for the tower's settings (may they filter it?).
  const list = useStatisticsQuery(
    getTowerReservationsQueryOptions(query),
    time.ready && ((inAddress.uuid === '' && inAddress.carId === '') || !tower.isPending),
  );
  const filter = (change: Partial<ReservationFilters>) => {
    setFilters(change);
    setPaging((p) => ({ ...p, page: 0 }));
  };

  return (
    <Stack spacing={2} sx={phone ? undefined : WIDE}>
      <Typography variant="h5" component="h1">
        {t('towerStatistics.users.title')}
      </Typography>
      <Typography color="text.secondary">{t('towerStatistics.users.intro')}</Typography>
      {!named && <Alert severity="info">{t('towerStatistics.users.withoutNames')}</Alert>}
      <ReservationsFiltersBar
        value={filters}
        onChange={filter}
        range={range}
        today={today}
        user={person.user}
        named={named}
        onUser={(user) => {
          person.remember(user);
          filter({ uuid: user?.uuid ?? '' });
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography aria-live="polite" data-testid="period">
          {t('towerStatistics.users.period', { from: formatDay(range.from, language), to: formatDay(range.to, language) })}
        </Typography>
        {named && person.user && <UserRating user={person.user} />}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)} disabled={!time.ready || !settings.data}>
          {t('towerStatistics.users.add')}
        </Button>
        <ExportButton path={time.ready ? exportPath('towerReservations', chosen) : null} fallbackName="Rezervari.xlsx">
          {t('towerStatistics.export')}
        </ExportButton>
      </Stack>
      {list.isError && <Alert severity="error">{errorMessage(list.error)}</Alert>}
      <ReservationsTable
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        phone={phone}
        today={today}
        pagination={{ page: paging.page, pageSize }}
        onPaginationChange={setPaging}
        onEdit={setEditing}
        onDelete={setDeleting}
        named={named}
      />
      {editing && <EditCarDialog key={editing._id} row={editing} onClose={() => setEditing(null)} />}
      <DeleteReservationDialog row={deleting} onClose={() => setDeleting(null)} />
      {settings.data && (
        <AddReservationDialog
          open={adding}
          onClose={() => setAdding(false)}
          now={time.now()}
          today={today}
          fridayCutoffHour={settings.data.fridayCutoffHour}
        />
      )}
    </Stack>
  );
}
