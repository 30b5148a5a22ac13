import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDay } from '@domain/time.js';
import type { OccupancyRow } from '@/api/statistics.js';
import { CHART_LOCALE_TEXT } from '@/components/chart-locale.js';
import { formatChartCount } from '@/lib/numbers.js';

/** About how many days the axis names. */
const TICKS = 10;

/**
 * Desks reserved and present per weekday against the desks there are, for the filters of the
 * table (floor, department or project): the server sends the series (GET /statistics/occupancy).
 */
export function OccupancyChart({ rows, loading }: { rows: OccupancyRow[]; loading: boolean }) {
  const theme = useTheme();
  // A tick every `step` days, some ten in all: a tick per day (the default of a point scale) is
  // unreadable over a year, and the chart measures every tick's label (~300 ms over six years).
  const step = Math.max(1, Math.ceil(rows.length / TICKS));
  return (
    <Box component="figure" aria-labelledby="occupancy-chart-title" sx={{ m: 0 }}>
      <Typography id="occupancy-chart-title" component="figcaption" variant="h6">
        Ocuparea birourilor pe zile
      </Typography>
      <LineChart
        height={280}
        loading={loading}
        skipAnimation
        localeText={CHART_LOCALE_TEXT}
        xAxis={[
          {
            scaleType: 'point',
            data: rows.map((r) => r.date),
            tickInterval: (_d: string, i: number) => i % step === 0,
            valueFormatter: (d: string) => formatDay(d),
          },
        ]}
        yAxis={[{ min: 0, width: 48 }]}
        series={[
          {
            data: rows.map((r) => r.desks),
            label: 'Birouri disponibile',
            color: theme.palette.grey[500],
            showMark: false,
            valueFormatter: formatChartCount,
          },
          {
            data: rows.map((r) => r.reserved),
            label: 'Birouri rezervate',
            color: theme.palette.primary.main,
            showMark: false,
            valueFormatter: formatChartCount,
          },
          {
            data: rows.map((r) => r.present),
            label: 'Prezenți',
            color: theme.palette.success.main,
            showMark: false,
            valueFormatter: formatChartCount,
          },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
