import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { GroupStatsRow } from '@/api/statistics.js';
import { useChartLocaleText } from '@/components/chart-locale.js';
import { formatPercent } from '@/i18n/dates.js';
import { statistics } from '@/i18n/statistics.js';
import { useT } from '@/i18n/use-t.js';

const BAR = 30;

/** The groups the chart shows: those with reservations in the range (a rate of none would read as 0 %). */
export function chartedGroups(rows: GroupStatsRow[]): GroupStatsRow[] {
  return rows.filter((r) => r.reservations > 0);
}

/** The attendance rate of each department and project (a horizontal bar each, 0–100 %). */
export function AttendanceChart({ rows, loading }: { rows: GroupStatsRow[]; loading: boolean }) {
  const theme = useTheme();
  const t = useT(statistics);
  const localeText = useChartLocaleText();
  const shown = chartedGroups(rows);
  const left = rows.length - shown.length;
  return (
    <Box component="figure" aria-labelledby="attendance-chart-title" sx={{ m: 0 }}>
      <Typography id="attendance-chart-title" component="figcaption" variant="h6">
        {t('statistics.attendance.title')}
      </Typography>
      <BarChart
        layout="horizontal"
        height={Math.max(160, 60 + shown.length * BAR)}
        loading={loading}
        skipAnimation
        hideLegend
        localeText={localeText}
        yAxis={[{ scaleType: 'band', data: shown.map((r) => r.name), width: 'auto' }]}
        xAxis={[{ min: 0, max: 100, tickInterval: [0, 20, 40, 60, 80, 100], valueFormatter: (v: number) => formatPercent(v) }]}
        series={[
          {
            data: shown.map((r) => r.attendanceRate),
            label: t('statistics.attendance.series'),
            color: theme.palette.primary.main,
            valueFormatter: (v) => (v === null ? '' : formatPercent(v)),
            barLabel: (item) => (item.value === null ? null : formatPercent(item.value)),
            barLabelPlacement: 'outside',
          },
        ]}
        grid={{ vertical: true }}
      />
      {left > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('statistics.attendance.left', { count: left })}
        </Typography>
      )}
    </Box>
  );
}
