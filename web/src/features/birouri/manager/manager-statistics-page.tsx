import FolderShared from '@mui/icons-material/FolderShared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { flexRange } from '../../../../../domain/date-range.js';
import { errorMessage } from '../../../api/client.js';
import { exportPath, managerStatistics, STATISTICS_KEY, type ManagerStatsRow } from '../../../api/statistics.js';
import { countColumn, DataTable, percentColumn } from '../../../components/data-table.js';
import { DateRangeFields, Period, withOtherFilled } from '../../../components/date-range-fields.js';
import { ExportButton } from '../../../components/export-button.js';
import { useDayRange, useStatisticsQuery } from '../../../lib/use-statistics-query.js';
import { FLEX_PAGE_SIZES, NoRows, StatisticsPage } from '../statistics/statistics-page-parts.js';

/** The columns of decisions §10's managers' table. */
const COLUMNS: GridColDef<ManagerStatsRow>[] = [
  { field: 'name', headerName: 'Nume', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'E-mail', flex: 1.2, minWidth: 200 },
  { field: 'groupName', headerName: 'Grup', flex: 1, minWidth: 150 },
  countColumn('reservations', 'Rezervări', 105),
  countColumn('present', 'Prezent', 105),
  countColumn('absent', 'Absent', 105),
  percentColumn('attendanceRate', 'Rată de prezență'),
];

/**
 * /birouri/admin/manager (flex-office §2 'Manager statistics'): the attendance of each person of
 * the groups the caller manages (administrators: every group) over a date range where filling
 * one day fills the other; Manager.csv.
 */
export function ManagerPage() {
  const { time, days, setDays, range } = useDayRange(flexRange);
  const stats = useStatisticsQuery([...STATISTICS_KEY, 'manager'], range, managerStatistics, time.ready);

  return (
    <StatisticsPage
      title="Pagina managerului"
      intro="Prezența fiecărei persoane din grupurile pe care le gestionați: rezervările perioadei alese, câte au fost onorate și câte au rămas neonorate (zilele trecute fără prezență). Rezervările anulate nu se numără."
      filters={<DateRangeFields value={days} onChange={(change) => setDays((d) => withOtherFilled(d, change))} />}
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
