import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { count } from '@domain/plural.js';
import type { GroupStatsRow } from '@/api/statistics.js';
import { CHART_LOCALE_TEXT } from '@/components/chart-locale.js';
import { formatPercent } from '@/lib/numbers.js';

const BAR = 30;

/** The groups the chart shows: those with reservations in the range (a rate of none would read as 0 %). */
export function chartedGroups(rows: GroupStatsRow[]): GroupStatsRow[] {
  return rows.filter((r) => r.reservations > 0);
}

/** The attendance rate of each department and project (a horizontal bar each, 0–100 %). */
export function AttendanceChart({ rows, loading }: { rows: GroupStatsRow[]; loading: boolean }) {
  const theme = useTheme();
  const shown = chartedGroups(rows);
  const left = rows.length - shown.length;
  return (
    <Box component="figure" aria-labelledby="attendance-chart-title" sx={{ m: 0 }}>
      <Typography id="attendance-chart-title" component="figcaption" variant="h6">
        Rata de prezență pe departamente și proiecte
      </Typography>
      <BarChart
        layout="horizontal"
        height={Math.max(160, 60 + shown.length * BAR)}
        loading={loading}
        skipAnimation
        hideLegend
        localeText={CHART_LOCALE_TEXT}
        yAxis={[{ scaleType: 'band', data: shown.map((r) => r.name), width: 'auto' }]}
        xAxis={[{ min: 0, max: 100, tickInterval: [0, 20, 40, 60, 80, 100], valueFormatter: (v: number) => formatPercent(v) }]}
        series={[
          {
            data: shown.map((r) => r.attendanceRate),
            label: 'Rata de prezență',
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
          {left === 1
            ? 'Un grup fără rezervări în perioada aleasă nu apare în grafic.'
            : `${count(left, 'grup', 'grupuri')} fără rezervări în perioada aleasă nu apar în grafic.`}
        </Typography>
      )}
    </Box>
  );
}
