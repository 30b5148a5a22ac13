import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { flexPageRange } from '@domain/date-range.js';
import { errorMessage } from '@/api/client.js';
import { getGroupStatisticsQueryOptions } from '@/api/queries/statistics.js';
import { exportPath, type GroupStatsRow } from '@/api/statistics.js';
import { countColumn, DataTable, percentColumn } from '@/components/data-table.js';
import { Period } from '@/components/date-range-fields.js';
import { DateRangePickers } from '@/components/date-range-pickers.js';
import { ExportButton } from '@/components/export-button.js';
import { FLEX_QUICK_RANGES } from '@/components/quick-ranges.js';
import { useDayRange, useStatisticsQuery } from '@/lib/use-statistics-query.js';
import { AttendanceChart } from './attendance-chart.js';
import { FLEX_PAGE_SIZES, NoRows, StatisticsPage } from './statistics-page-parts.js';

/** The columns of decisions §10's table per group. */
const COLUMNS: GridColDef<GroupStatsRow>[] = [
  { field: 'name', headerName: 'Departament / proiect', flex: 1, minWidth: 200 },
  { field: 'type', headerName: 'Tip', width: 120 },
  countColumn('desks', 'Birouri', 90),
  countColumn('businessDays', 'Zile lucrătoare', 130),
  countColumn('allocations', 'Alocări'),
  countColumn('reservations', 'Rezervări'),
  countColumn('present', 'Prezenți'),
  percentColumn('attendanceRate', 'Rată de prezență', 140, 'reservations'),
];

/**
 * /birouri/admin/csv (administrators of the flexible office): each department and project over
 * a date range (the last 90 days by default, since 2021-02-08 one click away; kept in the
 * address): desks, business days, allocations,
 * reservations, presences and the attendance rate; a chart of the rates; Admin.csv.
 */
export function FlexAdminCsvPage() {
  const { time, today, days, setDays, range } = useDayRange(flexPageRange);
  const stats = useStatisticsQuery(getGroupStatisticsQueryOptions(range), time.ready);
  const rows = stats.data ?? [];

  return (
    <StatisticsPage
      title="Statistici pe departamente"
      intro="Birourile, alocările, rezervările și prezențele fiecărui departament și proiect, pe zilele lucrătoare ale perioadei alese. Rezervările anulate nu se numără."
      filters={<DateRangePickers value={days} onChange={setDays} range={range} today={today} quickRanges={FLEX_QUICK_RANGES} />}
      period={<Period range={range} />}
      exportButton={
        <ExportButton path={time.ready ? exportPath('groups', range) : null} fallbackName="Admin.csv">
          Descărcați CSV
        </ExportButton>
      }
    >
      {stats.isError && <Alert severity="error">{errorMessage(stats.error)}</Alert>}
      <DataTable<GroupStatsRow>
        aria-label="Statistici pe departamente"
        rows={rows}
        columns={COLUMNS}
        getRowId={(r) => r.groupId}
        loading={stats.isFetching}
        pageSizeOptions={FLEX_PAGE_SIZES}
        initialState={{ pagination: { paginationModel: { pageSize: 15, page: 0 } } }}
        autoHeight
        slots={{ noRowsOverlay: NoRows }}
      />
      <Box sx={{ pt: 1 }}>
        <AttendanceChart rows={rows} loading={stats.isPending} />
      </Box>
    </StatisticsPage>
  );
}
