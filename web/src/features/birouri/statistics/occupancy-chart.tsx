import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { OccupancyRow } from '@/api/statistics.js';
import { useChartLocaleText } from '@/components/chart-locale.js';
import { formatDay, formatNumber } from '@/i18n/dates.js';
import { statistics } from '@/i18n/statistics.js';
import { useT } from '@/i18n/use-t.js';

/** About how many days the axis names. */
const TICKS = 10;

/** A chart's value: a count in the person's language, or nothing where the series has no point. */
const chartCount = (n: number | null) => (n === null ? '' : formatNumber(n));

/**
 * Desks reserved and present per weekday against the desks there are, for the filters of the
 * table (floor, department or project): the server sends the series (GET /statistics/occupancy).
 */
export function OccupancyChart({ rows, loading }: { rows: OccupancyRow[]; loading: boolean }) {
  const theme = useTheme();
  const t = useT(statistics);
  const localeText = useChartLocaleText();
  // A tick every `step` days, some ten in all: a tick per day (the default of a point scale) is
  // unreadable over a year, and the chart measures every tick's label (~300 ms over six years).
  const step = Math.max(1, Math.ceil(rows.length / TICKS));
  return (
    <Box component="figure" aria-labelledby="occupancy-chart-title" sx={{ m: 0 }}>
      <Typography id="occupancy-chart-title" component="figcaption" variant="h6">
        {t('statistics.occupancy.title')}
      </Typography>
      <LineChart
        height={280}
        loading={loading}
        skipAnimation
        localeText={localeText}
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
            label: t('statistics.occupancy.desks'),
            color: theme.palette.grey[500],
            showMark: false,
            valueFormatter: chartCount,
          },
          {
            data: rows.map((r) => r.reserved),
            label: t('statistics.occupancy.reserved'),
            color: theme.palette.primary.main,
            showMark: false,
            valueFormatter: chartCount,
          },
          {
            data: rows.map((r) => r.present),
            label: t('statistics.occupancy.present'),
            color: theme.palette.success.main,
            showMark: false,
            valueFormatter: chartCount,
          },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
