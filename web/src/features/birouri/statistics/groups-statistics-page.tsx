import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { flexPageRange } from '@domain/date-range.js';
import { errorMessage } from '@/api/client.js';
import { getGroupStatisticsQueryOptions } from '@/api/queries/statistics.js';
import { exportPath, type GroupStatsRow } from '@/api/statistics.js';
import { DataTable, countColumn, percentColumn } from '@/components/data-table.js';
import { Period } from '@/components/date-range-fields.js';
import { DateRangePickers } from '@/components/date-range-pickers.js';
import { ExportButton } from '@/components/export-button.js';
import { FLEX_QUICK_RANGES } from '@/components/quick-ranges.js';
import { statistics, type StatisticsKey } from '@/i18n/statistics.js';
import { useLanguage, useT, type Translate } from '@/i18n/use-t.js';
import { useDayRange, useStatisticsQuery } from '@/lib/use-statistics-query.js';
import { AttendanceChart } from './attendance-chart.js';
import { ForecastBody } from './forecast-body.js';
import { ForecastSection } from './forecast-section.js';
import { FLEX_PAGE_SIZES, StatisticsPage, useNoRows } from './statistics-page-parts.js';

/** The columns of decisions §10's table per group, in the person's language (the export keeps the specification's names). */
function columns(t: Translate<StatisticsKey>): GridColDef<GroupStatsRow>[] {
  return [
    { field: 'name', headerName: t('statistics.column.group'), flex: 1, minWidth: 200 },
    {
      field: 'type',
      headerName: t('statistics.column.type'),
      width: 120,
      valueFormatter: (v: GroupStatsRow['type']) => (v === 'Proiect' ? t('statistics.type.project') : t('statistics.type.department')),
    },
    countColumn('desks', t('statistics.column.desks'), 90),
    countColumn('businessDays', t('statistics.column.businessDays'), 130),
    countColumn('allocations', t('statistics.column.allocations')),
    countColumn('reservations', t('statistics.column.reservations')),
    countColumn('present', t('statistics.column.presentMany')),
    percentColumn('attendanceRate', t('statistics.column.attendanceRate'), 140, 'reservations'),
  ];
}

/**
 * /birouri/admin/csv (administrators of the flexible office): each department and project over
 * a date range (the last 90 days by default, since 2021-02-08 one click away; kept in the
 * address): desks, business days, allocations,
 * reservations, presences and the attendance rate; a chart of the rates; Admin.csv. Below, the
 * forecast of the coming weeks per floor (decisions §21) and Ocupare.csv.
 */
export function FlexAdminCsvPage() {
  const { time, today, days, setDays, range } = useDayRange(flexPageRange);
  const stats = useStatisticsQuery(getGroupStatisticsQueryOptions(range), time.ready);
  const rows = stats.data ?? [];
  const t = useT(statistics);
  const language = useLanguage();
  // Made again when the language changes (t speaks it), not at every render: the grid keeps its state.
  const cols = useMemo(() => columns(t), [language]);
  const noRows = useNoRows(t('statistics.noRows'));

  return (
    <StatisticsPage
      title={t('statistics.groups.title')}
      intro={t('statistics.groups.intro')}
      filtersLabel={t('statistics.filters')}
      filters={<DateRangePickers value={days} onChange={setDays} range={range} today={today} quickRanges={FLEX_QUICK_RANGES} />}
      period={<Period range={range} />}
      exportButton={
        <ExportButton path={time.ready ? exportPath('groups', range) : null} fallbackName="Admin.csv">
          {t('statistics.download')}
        </ExportButton>
      }
    >
      {stats.isError && <Alert severity="error">{errorMessage(stats.error)}</Alert>}
      <DataTable<GroupStatsRow>
        aria-label={t('statistics.groups.title')}
        rows={rows}
        columns={cols}
        getRowId={(r) => r.groupId}
        loading={stats.isFetching}
        pageSizeOptions={FLEX_PAGE_SIZES}
        initialState={{ pagination: { paginationModel: { pageSize: 15, page: 0 } } }}
        autoHeight
        slots={{ noRowsOverlay: noRows }}
      />
      <Box sx={{ pt: 1 }}>
        <AttendanceChart rows={rows} loading={stats.isPending} />
      </Box>
      <ForecastSection title={t('statistics.forecast.title')} intro={t('statistics.forecast.intro')}>
        <ForecastBody />
      </ForecastSection>
    </StatisticsPage>
  );
}
