import FolderShared from '@mui/icons-material/FolderShared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { flexPageRange } from '@domain/date-range.js';
import { errorMessage } from '@/api/client.js';
import { getManagerStatisticsQueryOptions } from '@/api/queries/statistics.js';
import { exportPath, type ManagerStatsRow } from '@/api/statistics.js';
import { countColumn, DataTable, percentColumn } from '@/components/data-table.js';
import { Period, withOtherFilled } from '@/components/date-range-fields.js';
import { DateRangePickers } from '@/components/date-range-pickers.js';
import { ExportButton } from '@/components/export-button.js';
import { FLEX_QUICK_RANGES } from '@/components/quick-ranges.js';
import { useUrlSort } from '@/lib/url-sort.js';
import { useDayRange, useStatisticsQuery } from '@/lib/use-statistics-query.js';
import { FLEX_PAGE_SIZES, NoRows, StatisticsPage } from '../statistics/statistics-page-parts.js';

/** The columns of decisions §10's managers' table. */
const COLUMNS: GridColDef<ManagerStatsRow>[] = [
  { field: 'name', headerName: 'Nume', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'E-mail', flex: 1.2, minWidth: 200 },
  { field: 'groupName', headerName: 'Grup', flex: 1, minWidth: 150 },
  countColumn('reservations', 'Rezervări', 105),
  countColumn('present', 'Prezent', 105),
  countColumn('absent', 'Absent', 105),
  percentColumn('attendanceRate', 'Rată de prezență', 140, 'reservations'),
];

const FIELDS = COLUMNS.map((c) => c.field);

/**
 * /birouri/admin/manager (flex-office §2 'Manager statistics'): the attendance of each person of
 * the groups the caller manages (administrators: every group) over a date range where filling
 * one day fills the other (the last 90 days by default), the table sorted by any column (both
 * kept in the address); Manager.csv.
 */
export function ManagerPage() {
  const { time, today, days, setDays, range } = useDayRange(flexPageRange);
  const stats = useStatisticsQuery(getManagerStatisticsQueryOptions(range), time.ready);
  // Sorted in the browser (the whole table is here), by the column whose header was clicked, kept in the address.
  const [order, setOrder] = useUrlSort(FIELDS);

  return (
    <StatisticsPage
      title="Pagina managerului"
      intro="Prezența fiecărei persoane din grupurile pe care le gestionați: rezervările perioadei alese, câte au fost onorate și câte au rămas neonorate (zilele trecute fără prezență). Rezervările anulate nu se numără."
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
          Descărcați CSV
        </ExportButton>
      }
    >
      {stats.isError && <Alert severity="error">{errorMessage(stats.error)}</Alert>}
      <DataTable<ManagerStatsRow>
        aria-label="Prezența pe persoane"
        rows={stats.data ?? []}
        columns={COLUMNS}
        getRowId={(r) => `${r.uuid}:${r.groupId}`}
        loading={stats.isFetching}
        pageSizeOptions={FLEX_PAGE_SIZES}
        initialState={{ pagination: { paginationModel: { pageSize: 15, page: 0 } } }}
        sortModel={order}
        onSortModelChange={setOrder}
        autoHeight
        slots={{ noRowsOverlay: NoRows }}
      />
      <div>
        <Button component={RouterLink} to="/birouri/admin/manager/departments" startIcon={<FolderShared />}>
          Proiectele mele
        </Button>
      </div>
    </StatisticsPage>
  );
}
