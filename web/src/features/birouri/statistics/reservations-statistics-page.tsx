import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import type { Group } from '@domain/schemas/accounts.js';
import type { Status } from '@domain/status.js';
import { OFFICE } from '@domain/buildings.js';
import { statisticsNamePeople } from '@domain/settings.js';
import { isWeekday } from '@domain/time.js';
import { errorMessage } from '@/api/client.js';
import { useFloors } from '@/api/queries/floors.js';
import { useBuildingSettings } from '@/api/queries/settings.js';
import { getOccupancyQueryOptions, getReservationStatisticsQueryOptions } from '@/api/queries/statistics.js';
import { exportPath, type ReservationStatsRow } from '@/api/statistics.js';
import { DataTable } from '@/components/data-table.js';
import { Period } from '@/components/date-range-fields.js';
import { DateRangePickers } from '@/components/date-range-pickers.js';
import { ExportButton } from '@/components/export-button.js';
import { FLEX_QUICK_RANGES } from '@/components/quick-ranges.js';
import { formatDay } from '@/i18n/dates.js';
import { statistics, type StatisticsKey } from '@/i18n/statistics.js';
import { useLanguage, useT, type Translate } from '@/i18n/use-t.js';
import { useServerTime } from '@/lib/server-time.js';
import { RESERVATIONS_FIRST_PAGE } from '@/lib/early-page-data.js';
import { useUrlFilters } from '@/lib/url-filters.js';
import { useStatisticsQuery } from '@/lib/use-statistics-query.js';
import { usePickedUser } from '@/components/use-picked-user.js';
import { UserPicker } from '@/components/user-picker.js';
import { useOfficeGroups } from '../admin/office-groups.js';
import { OccupancyChart } from './occupancy-chart.js';
import { floorChoices, readReservationFilters, reservationsFilter, weekdayError, type ReservationFilters } from './reservations-filter.js';
import { FLEX_PAGE_SIZES, StatisticsPage, useNoRows } from './statistics-page-parts.js';

/** A row of the table; `released` marks one the auto-release job cancelled (decisions §13). */
type Row = ReservationStatsRow & { released?: boolean };

/** How a status reads on the screen: domain/status.ts's words (the export's) in the person's language. */
const STATUS_KEY: Record<Status, StatisticsKey> = {
  booked: 'statistics.status.booked',
  busy: 'statistics.status.busy',
  cancelled: 'statistics.status.cancelled',
};

/** The columns that say whose a reservation is or who made it: none when the statistics show no names (decisions §25). */
const PERSON_FIELDS = new Set(['name', 'email', 'creatorName']);

/** The columns of decisions §10's table of desk reservations, in the person's language (the export keeps the specification's names). */
function columns(t: Translate<StatisticsKey>, named: boolean): GridColDef<Row>[] {
  const yesNo = (b: boolean) => (b ? t('statistics.yes') : t('statistics.no'));
  const all: GridColDef<Row>[] = [
    { field: 'date', headerName: t('statistics.column.date'), width: 100, valueFormatter: (v: string) => formatDay(v) },
    { field: 'deskId', headerName: t('statistics.column.desk'), width: 70 },
    { field: 'floor', headerName: t('statistics.column.floor'), width: 55 },
    {
      field: 'groupName',
      headerName: t('statistics.column.group'),
      flex: 1,
      minWidth: 150,
      valueFormatter: (v: string | null) => v ?? '—',
    },
    { field: 'name', headerName: t('statistics.column.name'), flex: 1, minWidth: 140 },
    { field: 'email', headerName: t('statistics.column.email'), flex: 1.2, minWidth: 180 },
    // A released reservation (decisions §13) reads 'Anulat automat', from its flag.
    {
      field: 'status',
      headerName: t('statistics.column.status'),
      width: 120,
      valueGetter: (_v, row) => t(row.released ? 'statistics.status.released' : STATUS_KEY[row.status]),
    },
    { field: 'parkingSpot', headerName: t('statistics.column.parking'), width: 70, valueFormatter: yesNo },
    { field: 'present', headerName: t('statistics.column.present'), width: 70, valueFormatter: yesNo },
    {
      field: 'creatorName',
      headerName: t('statistics.column.creator'),
      flex: 0.8,
      minWidth: 120,
      valueFormatter: (v: string | null) => v ?? '—',
    },
  ];
  return all.filter((c) => named || !PERSON_FIELDS.has(c.field));
}

/** Departments first, then projects (the order groupBy needs), each by name. */
const byTypeThenName = (a: Group, b: Group) => (a.type === b.type ? a.name.localeCompare(b.name, 'ro') : a.type === 'Departament' ? -1 : 1);

/**
 * /birouri/statistics (administrators of the flexible office): every live desk reservation of
 * the filters (a floor, a department or project, a person, a range of weekdays: the last 90 days
 * by default; all kept in the address), by date and desk, paged on the server (5, 10 or 15
 * rows); Rezervari.csv of everything the filters match. When the organisation chose statistics
 * without names (decisions §25) the page says so, and has no person's column nor the person filter.
 */
export function FlexStatisticsPage() {
  const t = useT(statistics);
  const language = useLanguage();
  const office = useBuildingSettings(OFFICE);
  const named = statisticsNamePeople(office.data ?? { statisticsPerPerson: 1 });
  // Made again when the language changes (t speaks it), not at every render: the grid keeps its state.
  const cols = useMemo(() => columns(t, named), [language, named]);
  const noRows = useNoRows(t('statistics.noRows'));
  const time = useServerTime();
  const groups = useOfficeGroups();
  const floors = useFloors();
  const [inAddress, setFilters] = useUrlFilters(readReservationFilters);
  // Without names a person in the address is no filter: the server would refuse it.
  const filters = named ? inAddress : { ...inAddress, uuid: '' };
  const person = usePickedUser(filters.uuid);
  const [paging, setPaging] = useState<GridPaginationModel>(RESERVATIONS_FIRST_PAGE);
  const today = time.today();
  const filter = reservationsFilter(filters, today);
  // A person in the address waits for the office's settings (may a person filter it?); without one the
  // first page is asked at once, so that the answer asked as the app started is used (lib/early-page-data.ts).
  const list = useStatisticsQuery(
    getReservationStatisticsQueryOptions(filter, paging),
    time.ready && (inAddress.uuid === '' || !office.isPending),
  );
  const series = useStatisticsQuery(getOccupancyQueryOptions(filter), time.ready);
  const sentence = (key: StatisticsKey | null) => (key === null ? null : t(key));
  const change = (c: Partial<ReservationFilters>) => {
    setFilters(c);
    setPaging((p) => ({ ...p, page: 0 }));
  };

  return (
    <StatisticsPage
      title={t('statistics.reservations.title')}
      intro={t('statistics.reservations.intro')}
      notice={!named && <Alert severity="info">{t('statistics.reservations.withoutNames')}</Alert>}
      filtersLabel={t('statistics.filters')}
      filters={
        <>
          <Box sx={{ flex: 1.4, minWidth: 340 }}>
            <DateRangePickers
              value={filters}
              onChange={change}
              range={filter}
              today={today}
              quickRanges={FLEX_QUICK_RANGES}
              errors={{ from: sentence(weekdayError(filters.from)), to: sentence(weekdayError(filters.to)) }}
              disableDay={(day) => !isWeekday(day)}
            />
          </Box>
          <TextField
            select
            label={t('statistics.filter.floor')}
            value={filters.floor}
            onChange={(e) => change({ floor: e.target.value === '' ? '' : Number(e.target.value) })}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">{t('statistics.filter.allFloors')}</MenuItem>
            {/* The building's floors; one asked for in the address stays listed, so the filter shows what the table holds. */}
            {floorChoices(floors.data, filters.floor).map((f) => (
              <MenuItem key={f.floor} value={f.floor}>
                {f.name}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete<Group>
            value={(groups.data ?? []).find((g) => g._id === filters.groupId) ?? null}
            onChange={(_e, g) => change({ groupId: g?._id ?? '' })}
            options={[...(groups.data ?? [])].sort(byTypeThenName)}
            groupBy={(g) => (g.type === 'Proiect' ? t('statistics.filter.projects') : t('statistics.filter.departments'))}
            getOptionLabel={(g) => g.name}
            isOptionEqualToValue={(a, b) => a._id === b._id}
            loading={groups.isFetching}
            loadingText={t('statistics.filter.loading')}
            noOptionsText={t('statistics.filter.noGroup')}
            renderInput={(params) => <TextField {...params} label={t('statistics.filter.group')} />}
            sx={{ flex: 1, minWidth: 200 }}
          />
          {named && (
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <UserPicker
                label={t('statistics.filter.person')}
                building="1"
                value={person.user}
                onChange={(user) => {
                  person.remember(user);
                  change({ uuid: user?.uuid ?? '' });
                }}
              />
            </Box>
          )}
        </>
      }
      period={<Period range={filter} />}
      exportButton={
        <ExportButton path={time.ready ? exportPath('reservations', filter) : null} fallbackName="Rezervari.csv">
          {t('statistics.download')}
        </ExportButton>
      }
    >
      {groups.isError && <Alert severity="error">{errorMessage(groups.error)}</Alert>}
      {list.isError && <Alert severity="error">{errorMessage(list.error)}</Alert>}
      {series.isError ? (
        <Alert severity="error">{errorMessage(series.error)}</Alert>
      ) : (
        <OccupancyChart rows={series.data ?? []} loading={series.isFetching} />
      )}
      <DataTable<Row>
        aria-label={t('statistics.reservations.table')}
        rows={list.data?.rows ?? []}
        columns={cols}
        getRowId={(r) => r._id}
        loading={list.isFetching}
        rowCount={list.data?.total ?? 0}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={FLEX_PAGE_SIZES}
        disableColumnSorting
        disableColumnFilter
        autoHeight
        slots={{ noRowsOverlay: noRows }}
      />
    </StatisticsPage>
  );
}
