import FolderShared from '@mui/icons-material/FolderShared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { OFFICE } from '@domain/buildings.js';
import { flexPageRange } from '@domain/date-range.js';
import { statisticsNamePeople } from '@domain/settings.js';
import { errorMessage } from '@/api/client.js';
import { useBuildingSettings } from '@/api/queries/settings.js';
import { getManagerStatisticsQueryOptions } from '@/api/queries/statistics.js';
import { exportPath, type ManagerStatsRow } from '@/api/statistics.js';
import { DataTable, countColumn, percentColumn } from '@/components/data-table.js';
import { Period, withOtherFilled } from '@/components/date-range-fields.js';
import { DateRangePickers } from '@/components/date-range-pickers.js';
import { ExportButton } from '@/components/export-button.js';
import { FLEX_QUICK_RANGES } from '@/components/quick-ranges.js';
import { manager, type ManagerKey } from '@/i18n/manager.js';
import { useLanguage, useT, type Translate } from '@/i18n/use-t.js';
import { retryingImport } from '@/lib/connection.js';
import { useUrlSort } from '@/lib/url-sort.js';
import { useDayRange, useStatisticsQuery } from '@/lib/use-statistics-query.js';
import { FLEX_PAGE_SIZES, StatisticsPage, useNoRows } from '../statistics/statistics-page-parts.js';
import { ManagerForecastSection } from './manager-forecast-section.js';

// The absence dialog (decisions §20) loads when first opened: this page is at its budget (web/bundle-budget.json).
const AbsenceDialog = lazy(retryingImport(() => import('../week/absence-dialog.js')));

type Person = { uuid: string; name: string };

/** The counts of a row, a person's or a group's. */
const counts = (t: Translate<ManagerKey>): GridColDef<ManagerStatsRow>[] => [
  countColumn('reservations', t('manager.column.reservations'), 105),
  countColumn('present', t('manager.column.present'), 105),
  countColumn('absent', t('manager.column.absent'), 105),
  percentColumn('attendanceRate', t('manager.column.attendanceRate'), 140, 'reservations'),
];

/**
 * The table without names (statisticsPerPerson 0, decisions §25): a row per group, with the
 * people it counts; nobody named, so no 'Absență' either (the team's week records one).
 */
function groupColumns(t: Translate<ManagerKey>): GridColDef<ManagerStatsRow>[] {
  return [
    { field: 'groupName', headerName: t('manager.column.group'), flex: 1, minWidth: 150 },
    countColumn('members', t('manager.column.members'), 105),
    ...counts(t),
  ];
}

/**
 * The columns of decisions §10's managers' table, in the person's language (the export keeps the
 * specification's names), and each person's 'Absență' (issue #41, point 4).
 */
function columns(t: Translate<ManagerKey>, onAbsence: (p: Person) => void): GridColDef<ManagerStatsRow>[] {
  return [
    { field: 'name', headerName: t('manager.column.name'), flex: 1, minWidth: 160 },
    { field: 'email', headerName: t('manager.column.email'), flex: 1.2, minWidth: 200 },
    { field: 'groupName', headerName: t('manager.column.group'), flex: 1, minWidth: 150 },
    ...counts(t),
    {
      field: 'absence',
      headerName: t('manager.column.absence'),
      sortable: false,
      width: 130,
      renderCell: ({ row }) => (
        <Button
          size="small"
          aria-label={t('manager.absenceFor', { name: row.name ?? '' })}
          onClick={() => row.uuid && onAbsence({ uuid: row.uuid, name: row.name ?? '' })}
        >
          {t('manager.column.absence')}
        </Button>
      ),
    },
  ];
}

/** The columns the table can be sorted by (the address names them). */
const FIELDS = [
  'name',
  'email',
  'groupName',
  'members',
  'reservations',
  'present',
  'absent',
  'attendanceRate',
] satisfies (keyof ManagerStatsRow)[];

/**
 * /birouri/admin/manager (flex-office §2 'Manager statistics'): the attendance of each person of
 * the groups the caller manages (administrators: every group) over a date range where filling
 * one day fills the other (the last 90 days by default), the table sorted by any column (both
 * kept in the address); Manager.csv. Each row's 'Absență' records an absence for that person.
 * Below, the forecast of their groups' desks (decisions §21), loaded when asked for. When the
 * organisation chose statistics without names (decisions §25) the page says so and the table is per group.
 */
export function ManagerPage() {
  const t = useT(manager);
  const language = useLanguage();
  const [absenceFor, setAbsenceFor] = useState<Person | null>(null);
  const named = statisticsNamePeople(useBuildingSettings(OFFICE).data ?? { statisticsPerPerson: 1 });
  // Made again when the language changes (t speaks it), not at every render: the grid keeps its state.
  const cols = useMemo(() => (named ? columns(t, setAbsenceFor) : groupColumns(t)), [language, named]);
  const noRows = useNoRows(t('manager.noRows'));
  const { time, today, days, setDays, range } = useDayRange(flexPageRange);
  const stats = useStatisticsQuery(getManagerStatisticsQueryOptions(range), time.ready);
  // Sorted in the browser (the whole table is here), by the column whose header was clicked, kept in the address.
  const [order, setOrder] = useUrlSort(FIELDS);

  return (
    <StatisticsPage
      title={t('manager.title')}
      intro={t(named ? 'manager.intro' : 'manager.introByGroup')}
      notice={!named && <Alert severity="info">{t('manager.withoutNames')}</Alert>}
      filtersLabel={t('manager.filters')}
      filters={
        <DateRangePickers
          value={days}
          onChange={(change) => setDays(withOtherFilled(days, change))}
          range={range}
          today={today}
          quickRanges={FLEX_QUICK_RANGES}
        />
      }
      period={<Period range={range} />}
      exportButton={
        <ExportButton path={time.ready ? exportPath('manager', range) : null} fallbackName="Manager.csv">
          {t('manager.download')}
        </ExportButton>
      }
    >
      {stats.isError && <Alert severity="error">{errorMessage(stats.error)}</Alert>}
      <DataTable<ManagerStatsRow>
        aria-label={t(named ? 'manager.table' : 'manager.tableByGroup')}
        rows={stats.data ?? []}
        columns={cols}
        getRowId={(r) => `${r.uuid ?? 'grup'}:${r.groupId}`}
        loading={stats.isFetching}
        pageSizeOptions={FLEX_PAGE_SIZES}
        initialState={{ pagination: { paginationModel: { pageSize: 15, page: 0 } } }}
        sortModel={order}
        onSortModelChange={setOrder}
        autoHeight
        slots={{ noRowsOverlay: noRows }}
      />
      <div>
        <Button component={RouterLink} to="/birouri/admin/manager/departments" startIcon={<FolderShared />}>
          {t('manager.projects.title')}
        </Button>
      </div>
      <ManagerForecastSection />
      {absenceFor && (
        <Suspense fallback={null}>
          <AbsenceDialog key={absenceFor.uuid} open person={absenceFor} onClose={() => setAbsenceFor(null)} />
        </Suspense>
      )}
    </StatisticsPage>
  );
}
