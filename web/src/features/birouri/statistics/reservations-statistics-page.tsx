import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useState } from 'react';
import type { Group } from '@domain/schemas/accounts.js';
import { statusLabel } from '@domain/status.js';
import { formatDay, isWeekday } from '@domain/time.js';
import { errorMessage } from '@/api/client.js';
import { useFloors } from '@/api/queries/floors.js';
import { getOccupancyQueryOptions, getReservationStatisticsQueryOptions } from '@/api/queries/statistics.js';
import { exportPath, type ReservationStatsRow } from '@/api/statistics.js';
import { DataTable } from '@/components/data-table.js';
import { Period } from '@/components/date-range-fields.js';
import { DateRangePickers } from '@/components/date-range-pickers.js';
import { ExportButton } from '@/components/export-button.js';
import { FLEX_QUICK_RANGES } from '@/components/quick-ranges.js';
import { useServerTime } from '@/lib/server-time.js';
import { RESERVATIONS_FIRST_PAGE } from '@/lib/early-page-data.js';
import { useUrlFilters } from '@/lib/url-filters.js';
import { useStatisticsQuery } from '@/lib/use-statistics-query.js';
import { usePickedUser } from '@/components/use-picked-user.js';
import { UserPicker } from '@/components/user-picker.js';
import { useOfficeGroups } from '../admin/office-groups.js';
import { OccupancyChart } from './occupancy-chart.js';
import { floorChoices, readReservationFilters, reservationsFilter, weekdayError, type ReservationFilters } from './reservations-filter.js';
import { FLEX_PAGE_SIZES, NoRows, StatisticsPage } from './statistics-page-parts.js';
import { yesNo } from '@domain/labels.js';

/** The columns of decisions §10's table of desk reservations. */
/** A row of the table; `released` marks one the auto-release job cancelled (decisions §13). */
type Row = ReservationStatsRow & { released?: boolean };

const COLUMNS: GridColDef<Row>[] = [
  { field: 'date', headerName: 'Data', width: 100, valueFormatter: (v: string) => formatDay(v) },
  { field: 'deskId', headerName: 'Birou', width: 70 },
  { field: 'floor', headerName: 'Etaj', width: 55 },
  { field: 'groupName', headerName: 'Departament / proiect', flex: 1, minWidth: 150, valueFormatter: (v: string | null) => v ?? '—' },
  { field: 'name', headerName: 'Nume', flex: 1, minWidth: 140 },
  { field: 'email', headerName: 'E-mail', flex: 1.2, minWidth: 180 },
  // A released reservation (decisions §13) reads 'Anulat automat', from its flag.
  { field: 'status', headerName: 'Stare', width: 120, valueGetter: (_v, row) => statusLabel(row.status, row.released) },
  { field: 'parkingSpot', headerName: 'Parcare', width: 70, valueFormatter: yesNo },
  { field: 'present', headerName: 'Prezent', width: 70, valueFormatter: yesNo },
  { field: 'creatorName', headerName: 'Creată de', flex: 0.8, minWidth: 120, valueFormatter: (v: string | null) => v ?? '—' },
];

/** Departments first, then projects (the order groupBy needs), each by name. */
const byTypeThenName = (a: Group, b: Group) => (a.type === b.type ? a.name.localeCompare(b.name, 'ro') : a.type === 'Departament' ? -1 : 1);

/**
 * /birouri/statistics (administrators of the flexible office): every live desk reservation of
 * the filters (a floor, a department or project, a person, a range of weekdays: the last 90 days
 * by default; all kept in the address), by date and desk, paged on the server (5, 10 or 15
 * rows); Rezervari.csv of everything the filters match.
 */
export function FlexStatisticsPage() {
  const time = useServerTime();
  const groups = useOfficeGroups();
  const floors = useFloors();
  const [filters, setFilters] = useUrlFilters(readReservationFilters);
  const person = usePickedUser(filters.uuid);
  const [paging, setPaging] = useState<GridPaginationModel>(RESERVATIONS_FIRST_PAGE);
  const today = time.today();
  const filter = reservationsFilter(filters, today);
  const list = useStatisticsQuery(getReservationStatisticsQueryOptions(filter, paging), time.ready);
  const series = useStatisticsQuery(getOccupancyQueryOptions(filter), time.ready);
  const change = (c: Partial<ReservationFilters>) => {
    setFilters(c);
    setPaging((p) => ({ ...p, page: 0 }));
  };

  return (
    <StatisticsPage
      title="Statistici"
      intro="Toate rezervările de birouri, în ordinea datei și a biroului, filtrate după etaj, departament sau proiect, persoană și zile lucrătoare. Rezervările anulate de o persoană nu apar; cele anulate automat, fără prezența confirmată, apar cu starea „Anulat automat”."
      filters={
        <>
          <Box sx={{ flex: 1.4, minWidth: 340 }}>
            <DateRangePickers
              value={filters}
              onChange={change}
              range={filter}
              today={today}
              quickRanges={FLEX_QUICK_RANGES}
              errors={{ from: weekdayError(filters.from), to: weekdayError(filters.to) }}
              disableDay={(day) => !isWeekday(day)}
            />
          </Box>
          <TextField
            select
            label="Etaj"
            value={filters.floor}
            onChange={(e) => change({ floor: e.target.value === '' ? '' : Number(e.target.value) })}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">Toate etajele</MenuItem>
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
            groupBy={(g) => (g.type === 'Proiect' ? 'Proiecte' : 'Departamente')}
            getOptionLabel={(g) => g.name}
            isOptionEqualToValue={(a, b) => a._id === b._id}
            loading={groups.isFetching}
            loadingText="Se încarcă…"
            noOptionsText="Niciun grup găsit"
            renderInput={(params) => <TextField {...params} label="Departament / proiect" />}
            sx={{ flex: 1, minWidth: 200 }}
          />
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <UserPicker
              label="Persoana"
              building="1"
              value={person.user}
              onChange={(user) => {
                person.remember(user);
                change({ uuid: user?.uuid ?? '' });
              }}
            />
          </Box>
        </>
      }
      period={<Period range={filter} />}
      exportButton={
        <ExportButton path={time.ready ? exportPath('reservations', filter) : null} fallbackName="Rezervari.csv">
          Descărcați CSV
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
        aria-label="Rezervările de birouri"
        rows={list.data?.rows ?? []}
        columns={COLUMNS}
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
        slots={{ noRowsOverlay: NoRows }}
      />
    </StatisticsPage>
  );
}
