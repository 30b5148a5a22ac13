import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { monthRange } from '@domain/date-range.js';
import { errorMessage } from '@/api/client.js';
import { getTowerDayStatisticsQueryOptions } from '@/api/queries/statistics.js';
import { exportPath, type TowerDayRow } from '@/api/statistics.js';
import { DataTable } from '@/components/data-table.js';
import { Period } from '@/components/date-range-fields.js';
import { DateRangePickers } from '@/components/date-range-pickers.js';
import { ExportButton } from '@/components/export-button.js';
import { TOWER_QUICK_RANGES } from '@/components/quick-ranges.js';
import { formatDay, formatNumber, weekdayName } from '@/i18n/dates.js';
import type { Language } from '@/i18n/language.js';
import { translate } from '@/i18n/i18n.js';
import { towerDays } from '@/i18n/tower-days.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { useIsPhone } from '@/lib/use-is-phone.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { useDayRange, useStatisticsQuery } from '@/lib/use-statistics-query.js';
import { towerDayFigures, totals } from './tower-days-columns.js';
import { TowerDaysChart } from './tower-days-chart.js';
import { TowerDaysList } from './tower-days-list.js';

/** Page sizes of tower §9 on a computer: 10, 15, 20, 15 first in the statistics. */
const PAGE_SIZES = [10, 15, 20];

/** The table's columns in the person's language (issue #40). */
const columns = (language: Language): GridColDef<TowerDayRow>[] => [
  {
    field: 'date',
    headerName: translate(towerDays, 'towerDays.date'),
    width: 150,
    valueFormatter: (v: string) => `${formatDay(v, language)} ${weekdayName(v, language)}`,
  },
  ...towerDayFigures((key, values) => translate(towerDays, key, values)).map((f): GridColDef<TowerDayRow> => ({
    field: f.field,
    headerName: f.header,
    description: f.title,
    type: 'number',
    flex: 1,
    minWidth: 110,
    valueFormatter: (v: number) => formatNumber(v, language),
  })),
];

function NoRows() {
  const t = useT(towerDays);
  return <Box sx={{ p: 2 }}>{t('towerDays.none')}</Box>;
}

/**
 * /turn/statisticsDay (tower administrators; tower §2 'Admin statistics per day', §9): each
 * working day of a range (the current month by default, as decisions §10 says; kept in the
 * address) with its requests, places, unallocated
 * requests, absences and places actually occupied; a chart of requests against places; the XLS
 * export. A phone gets a list of days instead of the wide table.
 */
export function TowerStatisticsDayPage() {
  const t = useT(towerDays);
  const language = useLanguage();
  const title = t('towerDays.title');
  const tableColumns = useMemo(() => columns(language), [language]);
  usePageTitle(title);
  const phone = useIsPhone();
  const { time, today, days, setDays, range } = useDayRange(monthRange);
  const stats = useStatisticsQuery(getTowerDayStatisticsQueryOptions(range), time.ready);
  const rows = stats.data ?? [];
  const sum = totals(rows);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{t('towerDays.intro')}</Typography>
      <Box component="fieldset" aria-label={t('towerDays.filters')} sx={{ border: 0, p: 0, m: 0 }}>
        <DateRangePickers value={days} onChange={setDays} range={range} today={today} quickRanges={TOWER_QUICK_RANGES} />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}>
        <Box sx={{ pt: { sm: 1 } }}>
          <Period range={range} />
          {rows.length > 0 && (
            <Typography variant="body2" color="text.secondary" data-testid="totals">
              {t('towerDays.totals', {
                requests: t('towerDays.totalRequests', { count: sum.requests }),
                unallocated: t('towerDays.totalUnallocated', { count: sum.unallocated }),
                absent: t('towerDays.totalAbsent', { count: sum.absent }),
                occupied: t('towerDays.totalOccupied', { count: sum.occupied }),
              })}
            </Typography>
          )}
        </Box>
        <ExportButton path={time.ready ? exportPath('towerDays', range) : null} fallbackName="Rezervari.xlsx">
          {t('towerDays.export')}
        </ExportButton>
      </Stack>
      {stats.isError && <Alert severity="error">{errorMessage(stats.error)}</Alert>}
      {/* On a phone the chart comes first: the overview before a long list of days. */}
      {phone && rows.length > 0 && <TowerDaysChart rows={rows} loading={false} phone />}
      {phone ? (
        stats.data && <TowerDaysList rows={rows} empty={t('towerDays.none')} />
      ) : (
        <DataTable<TowerDayRow>
          aria-label={title}
          rows={rows}
          columns={tableColumns}
          getRowId={(r) => r.date}
          loading={stats.isFetching}
          pageSizeOptions={PAGE_SIZES}
          initialState={{ pagination: { paginationModel: { pageSize: 15, page: 0 } } }}
          disableColumnFilter
          autoHeight
          slots={{ noRowsOverlay: NoRows }}
        />
      )}
      {!phone && rows.length > 0 && <TowerDaysChart rows={rows} loading={false} phone={false} />}
    </Stack>
  );
}
